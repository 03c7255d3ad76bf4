import type { ElementContent } from 'hast';
import type {
  ApiComment,
  ApiDeclaration,
  ApiIndexSignature,
  ApiMember,
  ApiSignature,
  ApiSource,
  ApiType,
  ApiTypeParameter,
} from '@accounts-docs/api-model';
import { deprecatedComment, returnsComment } from './comment-sections.ts';
import { memberBlocks, onlySignature } from './member-blocks.ts';
import { kw, t } from './hast-helpers.ts';
import type { ApiRoutes } from './routes.ts';
import { declarationSections, type Section } from './sections.ts';
import {
  declaredTypeToHast,
  indexSignatureToHast,
  signatureToHast,
  typeParametersToHast,
} from './signature-to-hast.ts';
import { typeToHast } from './type-to-hast.ts';

/**
 * One block of a declaration page, whatever the format: the HTML page (`declarationContent`)
 * and the markdown twin (llms) write the same blocks in the same order, each in its own way.
 * Code lines are hast (keywords marked, references linked); the twin reads their text.
 */
export type DeclarationBlock =
  /** The `@deprecated` notice of `comment`, when it has one. */
  | { kind: 'deprecation'; comment: ApiComment | undefined }
  /** A line of TypeScript: a heritage line, a property, an index signature. */
  | { kind: 'code'; line: ElementContent[] }
  /** A call signature under `head` (`function f`, `new C`, `get x`); `overload` when it has siblings. */
  | { kind: 'signature'; signature: ApiSignature; head: ElementContent[]; overload: boolean }
  | { kind: 'comment'; comment: ApiComment | undefined }
  | { kind: 'typeParameters'; params: ApiTypeParameter[] }
  /** "Defined in file:line". */
  | { kind: 'source'; source: ApiSource | undefined }
  /** An h2 and what it lists. */
  | { kind: 'section'; section: Section }
  /** An enum's members, each with its anchor. */
  | { kind: 'enumMembers'; declaration: Extract<ApiDeclaration, { kind: 'enum' }>; ids: string[] }
  /** A member's h3. */
  | { kind: 'member'; member: ApiMember; id: string }
  /** "Inherited from", "Overrides", "Implementation of". */
  | { kind: 'relation'; label: string; type: ApiType };

/** The badge of a declaration page, per kind. */
export const KIND_LABELS = {
  class: 'Class',
  interface: 'Interface',
  enum: 'Enumeration',
  function: 'Function',
  type: 'Type alias',
  variable: 'Variable',
} as const satisfies Record<ApiDeclaration['kind'], string>;

/** The flags a member's heading shows, in this order. */
export const MEMBER_FLAGS = [
  'static',
  'readonly',
  'optional',
  'abstract',
  'protected',
  'deprecated',
] as const;

/** The blocks of a class, interface, enum or function page, after its kind and package line. */
export function declarationBlocks(declaration: ApiDeclaration, routes: ApiRoutes): DeclarationBlock[] {
  const out: DeclarationBlock[] = [
    {
      kind: 'deprecation',
      comment: deprecatedComment(
        declaration.comment,
        ...(declaration.kind === 'function' ? onlySignature(declaration.signatures) : []),
      ),
    },
  ];
  if (declaration.kind === 'function') {
    const overload = declaration.signatures.length > 1;
    for (const signature of declaration.signatures)
      out.push({ kind: 'signature', signature, head: [kw('function'), t(` ${declaration.name}`)], overload });
    out.push(
      { kind: 'comment', comment: declaration.comment },
      { kind: 'source', source: declaration.source },
    );
    return out;
  }
  if (declaration.kind === 'class' || declaration.kind === 'interface')
    out.push({ kind: 'code', line: heritageLine(declaration, routes) });
  out.push({ kind: 'comment', comment: declaration.comment });
  if (declaration.kind === 'class' || declaration.kind === 'interface')
    out.push({ kind: 'typeParameters', params: declaration.typeParameters });
  out.push({ kind: 'source', source: declaration.source });

  for (const section of declarationSections(declaration)) {
    out.push({ kind: 'section', section });
    if (declaration.kind === 'enum') {
      out.push({ kind: 'enumMembers', declaration, ids: section.entries.map((e) => e.id) });
    } else if (section.id.startsWith('call-signatures') && declaration.kind === 'interface') {
      for (const signature of declaration.callSignatures)
        out.push({ kind: 'signature', signature, head: [], overload: false });
    } else if (
      section.id.startsWith('index-signatures') &&
      (declaration.kind === 'class' || declaration.kind === 'interface')
    ) {
      for (const signature of declaration.indexSignatures)
        out.push(...indexSignatureBlocks(signature, routes));
    } else {
      for (const entry of section.entries)
        if (entry.member) out.push(...memberBlocks(entry.member, entry.id, declaration.name, routes));
    }
  }
  return out;
}

function indexSignatureBlocks(signature: ApiIndexSignature, routes: ApiRoutes): DeclarationBlock[] {
  return [
    { kind: 'code', line: indexSignatureToHast(signature, routes) },
    { kind: 'comment', comment: signature.comment },
  ];
}

function heritageLine(
  declaration: Extract<ApiDeclaration, { kind: 'class' | 'interface' }>,
  routes: ApiRoutes,
): ElementContent[] {
  const list = (word: string, types: ApiType[]) =>
    types.length === 0
      ? []
      : [
          t(' '),
          kw(word),
          t(' '),
          ...types.flatMap((type, i) => [...(i ? [t(', ')] : []), ...typeToHast(type, routes)]),
        ];
  return [
    ...(declaration.flags.abstract ? [kw('abstract'), t(' ')] : []),
    kw(declaration.kind),
    t(` ${declaration.name}`),
    ...typeParametersToHast(declaration.typeParameters, routes),
    ...list('extends', declaration.extends),
    ...(declaration.kind === 'class' ? list('implements', declaration.implements) : []),
  ];
}

/** The line of a signature (`head` then the signature as TypeScript writes it). */
export function signatureLineOf(
  block: Extract<DeclarationBlock, { kind: 'signature' }>,
  routes: ApiRoutes,
): ElementContent[] {
  return [...block.head, ...signatureToHast(block.signature, routes)];
}

/** A signature's return type as the page shows it: not a bare `void` unless `@returns` says something. */
export function shownReturns(signature: ApiSignature): ApiType | undefined {
  const returns = signature.returns;
  if (!returns) return undefined;
  const isVoid = returns.kind === 'intrinsic' && returns.name === 'void';
  return isVoid && !returnsComment(signature.comment) ? undefined : returns;
}

/** The declaration line of a type alias or a variable, as the package overview shows it. */
export function overviewLine(
  declaration: Extract<ApiDeclaration, { kind: 'type' | 'variable' }>,
  routes: ApiRoutes,
): ElementContent[] {
  if (declaration.kind === 'type')
    return [
      kw('type'),
      t(` ${declaration.name}`),
      ...typeParametersToHast(declaration.typeParameters, routes),
      t(' = '),
      ...declaredTypeToHast(declaration.type, routes),
    ];
  return [
    kw(declaration.flags.const ? 'const' : 'let'),
    t(` ${declaration.name}`),
    ...(declaration.type ? [t(': '), ...typeToHast(declaration.type, routes)] : []),
    ...(declaration.defaultValue !== undefined && declaration.defaultValue.length <= 80
      ? [t(` = ${declaration.defaultValue}`)]
      : []),
  ];
}
