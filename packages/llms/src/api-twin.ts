import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import type { BlockContent, List, ListItem, Paragraph, PhrasingContent, Root } from 'mdast';
import type {
  ApiComment,
  ApiCommentPart,
  ApiDeclaration,
  ApiMember,
  ApiModel,
  ApiPackage,
  ApiParameter,
  ApiSignature,
  ApiSource,
  ApiType,
  ApiTypeParameter,
} from '@accounts-docs/api-model';
import {
  commentMarkdown,
  declarationSections,
  declaredTypeToHast,
  firstParagraph,
  indexSignatureToHast,
  packageSections,
  signatureToHast,
  summaryOf,
  typeParametersToHast,
  typeToHast,
  type ApiPageOutline,
  type ApiRoutes,
} from '@accounts-docs/api-pages';

export interface ApiTwinContext {
  model: ApiModel;
  /** The API's routes, giving absolute URLs (the twins' where a page has one). */
  routes: ApiRoutes;
  /** The site's root URL (`https://example.com/`): links under it are the site's own. */
  siteUrl: string;
  /** Base URL of the repository's files (`api.sourceUrl`), for "Defined in" links. */
  sourceUrl: string | undefined;
  /** The href of the page being written (set by `apiTwinTree`): its own name is not linked. */
  self?: string;
}

const KIND_LABELS: Record<ApiDeclaration['kind'], string> = {
  class: 'Class',
  interface: 'Interface',
  enum: 'Enumeration',
  function: 'Function',
  type: 'Type alias',
  variable: 'Variable',
};

/** Block tags with a place of their own in the twin (parameters, returns, the deprecation notice). */
const SHOWN_ELSEWHERE = new Set(['@param', '@typeParam', '@returns', '@return', '@deprecated', '@template']);
const TAG_LABELS: Record<string, string> = {
  '@remarks': 'Remarks',
  '@example': 'Example',
  '@throws': 'Throws',
  '@see': 'See also',
  '@defaultValue': 'Default value',
  '@default': 'Default value',
  '@since': 'Since',
};

/**
 * The markdown twin of an API page (landing, package overview, declaration page) as mdast,
 * built from the API model: signatures in `ts` code blocks, parameters and members as lists,
 * the types a signature names linked after it. Links are what `ctx.routes` gives: absolute
 * URLs of the twins.
 */
export function apiTwinTree(page: ApiPageOutline, context: ApiTwinContext): Root {
  const ctx = { ...context, self: context.routes.href(page.route) };
  switch (page.kind) {
    case 'landing':
      return root(landing(ctx));
    case 'package':
      return root(overview(page.pkg!, ctx));
    case 'declaration':
      return root(declarationPage(page.declaration!, page.pkg!, ctx));
    case 'changelog':
      throw new Error(`${page.route} is a markdown page: its twin comes from ${page.file}`);
  }
}

function landing(ctx: ApiTwinContext): BlockContent[] {
  const { routes, model } = ctx;
  return [
    heading(1, [text('API reference')]),
    paragraph([text(`${model.packages.length} packages. Each one's page lists what it exports.`)]),
    list(
      model.packages.map((pkg) => [
        link(routes.href(routes.packageRoute(pkg)), [inlineCode(pkg.name)]),
        ...(pkg.version ? [text(` (${pkg.version})`)] : []),
        ...withColon(inlineMarkdown(commentMarkdown([{ kind: 'text', text: pkg.summary }], routes))),
      ]),
    ),
  ];
}

function overview(pkg: ApiPackage, ctx: ApiTwinContext): BlockContent[] {
  const { routes } = ctx;
  const out: BlockContent[] = [
    heading(1, [text(pkg.name)]),
    paragraph([
      text('Package '),
      inlineCode(pkg.name),
      ...(pkg.version ? [text(`, version ${pkg.version}`)] : []),
      text('. '),
      link(routes.href(routes.changelogRoute(pkg)), [text('Changelog')]),
    ]),
    // Authored site paths in the summary get their absolute URL, as in comments.
    ...blockMarkdown(commentMarkdown([{ kind: 'text', text: pkg.summary }], routes)),
    code('bash', `npm install ${pkg.name}`),
  ];
  for (const section of packageSections(pkg)) {
    out.push(heading(2, [text(section.title)]));
    const declarations = pkg.declarations.filter((d) => d.kind === section.kind);
    if (section.kind !== 'type' && section.kind !== 'variable') {
      out.push(
        list(
          declarations.map((declaration) => [
            link(routes.declarationHref(declaration), [inlineCode(declaration.name)]),
            ...(declaration.flags.deprecated ? [text(' (deprecated)')] : []),
            ...withColon(commentInline(firstParagraph(summaryOf(declaration)), ctx)),
          ]),
        ),
      );
      continue;
    }
    for (const declaration of declarations) {
      out.push(heading(3, [inlineCode(declaration.name)]), ...deprecation(declaration.comment, ctx));
      if (declaration.kind === 'type') {
        out.push(
          ...codeWithRefs(
            [
              { type: 'text', value: 'type ' },
              { type: 'text', value: declaration.name },
              ...typeParametersToHast(declaration.typeParameters, routes),
              { type: 'text', value: ' = ' },
              ...declaredTypeToHast(declaration.type, routes),
            ],
            ctx,
          ),
          ...commentBlocks(declaration.comment, ctx),
          ...objectMembers(declaration.type, ctx),
        );
      } else if (declaration.kind === 'variable') {
        const value =
          declaration.defaultValue !== undefined && declaration.defaultValue.length <= 80
            ? ` = ${declaration.defaultValue}`
            : '';
        out.push(
          ...codeWithRefs(
            [
              { type: 'text', value: `${declaration.flags.const ? 'const' : 'let'} ${declaration.name}` },
              ...(declaration.type
                ? [{ type: 'text' as const, value: ': ' }, ...typeToHast(declaration.type, routes)]
                : []),
              { type: 'text', value },
            ],
            ctx,
          ),
          ...commentBlocks(declaration.comment, ctx),
        );
      }
      out.push(...definedIn(declaration.source, ctx));
    }
  }
  return out;
}

/** The documented members of an object type alias, one list item each. */
function objectMembers(type: ApiType, ctx: ApiTwinContext): BlockContent[] {
  if (type.kind !== 'object' || !type.members.some((member) => member.comment)) return [];
  return [
    labelParagraph('Members'),
    list(
      type.members.map((member) => [
        inlineCode(`${member.name}${member.flags.optional ? '?' : ''}`),
        ...(member.type ? [text(': '), inlineCode(typeText(member.type, ctx))] : []),
        ...dash(member.comment ? commentInline(member.comment.summary, ctx) : []),
      ]),
    ),
  ];
}

function declarationPage(declaration: ApiDeclaration, pkg: ApiPackage, ctx: ApiTwinContext): BlockContent[] {
  const { routes } = ctx;
  const out: BlockContent[] = [
    heading(1, [text(declaration.name)]),
    paragraph([
      text(`${KIND_LABELS[declaration.kind]} in `),
      link(routes.href(routes.packageRoute(pkg)), [inlineCode(pkg.name)]),
      text('.'),
    ]),
    ...deprecation(
      declaration.comment?.blockTags.some((b) => b.tag === '@deprecated')
        ? declaration.comment
        : declaration.kind === 'function' && declaration.signatures.length === 1
          ? declaration.signatures[0]!.comment
          : undefined,
      ctx,
    ),
  ];
  if (declaration.kind === 'function') {
    for (const signature of declaration.signatures)
      out.push(...signatureBlocks(signature, [t('function '), t(declaration.name)], ctx));
    out.push(...commentBlocks(declaration.comment, ctx), ...definedIn(declaration.source, ctx));
    return out;
  }
  if (declaration.kind === 'class' || declaration.kind === 'interface') {
    const heritage = (word: string, types: ApiType[]) =>
      types.length === 0
        ? []
        : [
            t(` ${word} `),
            ...types.flatMap((type, i) => [...(i ? [t(', ')] : []), ...typeToHast(type, routes)]),
          ];
    out.push(
      ...codeWithRefs(
        [
          t(`${declaration.flags.abstract ? 'abstract ' : ''}${declaration.kind} ${declaration.name}`),
          ...typeParametersToHast(declaration.typeParameters, routes),
          ...heritage('extends', declaration.extends),
          ...(declaration.kind === 'class' ? heritage('implements', declaration.implements) : []),
        ],
        ctx,
      ),
    );
  }
  out.push(...commentBlocks(declaration.comment, ctx));
  if (declaration.kind === 'class' || declaration.kind === 'interface')
    out.push(...typeParameterList(declaration.typeParameters, ctx));
  out.push(...definedIn(declaration.source, ctx));

  for (const section of declarationSections(declaration)) {
    out.push(heading(2, [text(section.title)]));
    if (declaration.kind === 'enum') {
      out.push(
        list(
          declaration.members.map((member) => [
            inlineCode(member.value === undefined ? member.name : `${member.name} = ${member.value}`),
            ...dash(member.comment ? commentInline(member.comment.summary, ctx) : []),
          ]),
        ),
      );
      continue;
    }
    if (section.id.startsWith('call-signatures') && declaration.kind === 'interface') {
      for (const signature of declaration.callSignatures) out.push(...signatureBlocks(signature, [], ctx));
      continue;
    }
    if (
      section.id.startsWith('index-signatures') &&
      (declaration.kind === 'class' || declaration.kind === 'interface')
    ) {
      for (const signature of declaration.indexSignatures)
        out.push(
          ...codeWithRefs(indexSignatureToHast(signature, routes), ctx),
          ...commentBlocks(signature.comment, ctx),
        );
      continue;
    }
    for (const entry of section.entries)
      if (entry.member) out.push(...memberBlocks(entry.member, declaration.name, ctx));
  }
  return out;
}

function memberBlocks(member: ApiMember, owner: string, ctx: ApiTwinContext): BlockContent[] {
  const { routes } = ctx;
  const flags = (['static', 'readonly', 'optional', 'abstract', 'protected', 'deprecated'] as const).filter(
    (flag) => member.flags[flag],
  );
  const out: BlockContent[] = [
    heading(3, [inlineCode(member.name), ...(flags.length ? [text(` (${flags.join(', ')})`)] : [])]),
  ];
  const lone = member.signatures.length === 1 ? member.signatures[0]!.comment : undefined;
  const deprecated = [member.comment, lone, member.getter?.comment, member.setter?.comment].find((c) =>
    c?.blockTags.some((b) => b.tag === '@deprecated'),
  );
  out.push(...deprecation(deprecated, ctx));
  const modifiers = [
    member.flags.protected ? 'protected ' : '',
    member.flags.static ? 'static ' : '',
    member.flags.abstract ? 'abstract ' : '',
  ].join('');
  if (member.kind === 'property') {
    out.push(
      ...codeWithRefs(
        [
          t(
            `${modifiers}${member.flags.readonly ? 'readonly ' : ''}${member.name}${member.flags.optional ? '?' : ''}: `,
          ),
          ...(member.type ? typeToHast(member.type, routes) : [t('unknown')]),
          ...(member.defaultValue !== undefined ? [t(` = ${member.defaultValue}`)] : []),
        ],
        ctx,
      ),
      ...commentBlocks(member.comment, ctx),
    );
  } else if (member.kind === 'accessor') {
    if (member.getter)
      out.push(...signatureBlocks(member.getter, [t(`${modifiers}get ${member.name}`)], ctx));
    if (member.setter)
      out.push(...signatureBlocks(member.setter, [t(`${modifiers}set ${member.name}`)], ctx));
    out.push(...commentBlocks(member.comment, ctx));
  } else {
    const head =
      member.kind === 'constructor'
        ? [t(`new ${owner}`)]
        : [t(`${modifiers}${member.name}${member.flags.optional ? '?' : ''}`)];
    for (const signature of member.signatures) out.push(...signatureBlocks(signature, head, ctx));
    out.push(...commentBlocks(member.comment, ctx));
  }
  for (const [label, type] of [
    ['Inherited from', member.inheritedFrom],
    ['Overrides', member.kind === 'constructor' ? undefined : member.overwrites],
    ['Implementation of', member.implementationOf],
  ] as const) {
    if (type) out.push(paragraph([text(`${label} `), ...typeRef(type, ctx)]));
  }
  out.push(...definedIn(member.source, ctx));
  return out;
}

/** One signature: its code, the types it names, its comment, type parameters, parameters, return value. */
function signatureBlocks(
  signature: ApiSignature,
  head: ElementContent[],
  ctx: ApiTwinContext,
): BlockContent[] {
  const out: BlockContent[] = [
    ...codeWithRefs([...head, ...signatureToHast(signature, ctx.routes)], ctx),
    ...commentBlocks(signature.comment, ctx),
    ...typeParameterList(signature.typeParameters, ctx),
    ...parameterList(signature.parameters, ctx),
  ];
  const returns = signature.comment?.blockTags.find(
    (b) => b.tag === '@returns' || b.tag === '@return',
  )?.content;
  const isVoid = signature.returns?.kind === 'intrinsic' && signature.returns.name === 'void';
  if (signature.returns && (!isVoid || returns))
    out.push(
      paragraph([
        strong('Returns'),
        text(' '),
        inlineCode(typeText(signature.returns, ctx)),
        ...dash(returns ? commentInline(returns, ctx) : []),
      ]),
    );
  return out;
}

function parameterList(params: ApiParameter[], ctx: ApiTwinContext): BlockContent[] {
  if (params.length === 0) return [];
  return [
    labelParagraph('Parameters'),
    list(
      params.map((param) => [
        inlineCode(
          `${param.rest ? '...' : ''}${param.name}${param.optional || param.defaultValue !== undefined ? '?' : ''}`,
        ),
        text(': '),
        inlineCode(param.type ? typeText(param.type, ctx) : 'any'),
        ...dash(param.comment ? commentInline(param.comment, ctx) : []),
        ...(param.defaultValue !== undefined
          ? [text(' (default: '), inlineCode(param.defaultValue), text(')')]
          : []),
      ]),
    ),
  ];
}

function typeParameterList(params: ApiTypeParameter[], ctx: ApiTwinContext): BlockContent[] {
  if (params.length === 0) return [];
  return [
    labelParagraph('Type parameters'),
    list(
      params.map((param) => [
        inlineCode(param.name),
        ...(param.constraint ? [text(' extends '), inlineCode(typeText(param.constraint, ctx))] : []),
        ...(param.default ? [text(' = '), inlineCode(typeText(param.default, ctx))] : []),
        ...dash(param.comment ? commentInline(param.comment, ctx) : []),
      ]),
    ),
  ];
}

/** `@deprecated` as a blockquote with a bold label, like an admonition. */
function deprecation(comment: ApiComment | undefined, ctx: ApiTwinContext): BlockContent[] {
  const block = comment?.blockTags.find((tag) => tag.tag === '@deprecated');
  if (!block) return [];
  return [
    {
      type: 'blockquote',
      children: [paragraph([strong('Deprecated')]), ...commentParts(block.content, ctx)],
    },
  ];
}

/** Summary, then remarks, examples, throws, see-also … each under a bold label. */
function commentBlocks(comment: ApiComment | undefined, ctx: ApiTwinContext): BlockContent[] {
  if (!comment) return [];
  const out = commentParts(comment.summary, ctx);
  for (const block of comment.blockTags) {
    if (SHOWN_ELSEWHERE.has(block.tag)) continue;
    out.push(
      labelParagraph(TAG_LABELS[block.tag] ?? block.tag.slice(1)),
      ...commentParts(block.content, ctx),
    );
  }
  return out;
}

function commentParts(parts: readonly ApiCommentPart[], ctx: ApiTwinContext): BlockContent[] {
  return parts.length === 0 ? [] : blockMarkdown(commentMarkdown(parts, ctx.routes));
}

/** Comment parts as inline content: the first paragraph, on one line. */
function commentInline(parts: readonly ApiCommentPart[], ctx: ApiTwinContext): PhrasingContent[] {
  return parts.length === 0 ? [] : inlineMarkdown(commentMarkdown(parts, ctx.routes));
}

// Comments are markdown already, with links made absolute by the routes given: they go into
// the twin as written (a raw node), neither parsed nor escaped again.
function blockMarkdown(source: string): BlockContent[] {
  const value = source.trim();
  return value ? [{ type: 'html', value }] : [];
}

function inlineMarkdown(source: string): PhrasingContent[] {
  const first = source.trim().split(/\n\s*\n/)[0] ?? '';
  if (!first || first.startsWith('```')) return [];
  return [
    {
      type: 'html',
      value: first
        .split('```')[0]!
        .replace(/\s*\n\s*/g, ' ')
        .trim(),
    },
  ];
}

/**
 * A line of TypeScript in a `ts` block, then the types it names that have a page, linked (a
 * code block cannot hold links).
 */
function codeWithRefs(line: ElementContent[], ctx: ApiTwinContext): BlockContent[] {
  // Types of this site only (not TypeScript's handbook), and not the page itself.
  const refs = references(line).filter(
    ([, href]) => href.startsWith(ctx.siteUrl) && href.split('#')[0] !== ctx.self,
  );
  return [
    code('ts', hastText({ type: 'root', children: line } as HastRoot)),
    ...(refs.length > 0
      ? [
          paragraph([
            text('Types: '),
            ...refs.flatMap(([name, href], i) => [
              ...(i ? [text(', ')] : []),
              link(href, [inlineCode(name)]),
            ]),
          ]),
        ]
      : []),
  ];
}

/** A type as inline code, linked to its page when it is a single reference. */
function typeRef(type: ApiType, ctx: ApiTwinContext): PhrasingContent[] {
  const href = type.kind === 'reference' ? ctx.routes.hrefOf(type.target) : undefined;
  const label = inlineCode(typeText(type, ctx));
  return href ? [link(href, [label])] : [label];
}

function typeText(type: ApiType, ctx: ApiTwinContext): string {
  return hastText({ type: 'root', children: typeToHast(type, ctx.routes) } as HastRoot);
}

/** The linked names of some hast, in order, each name once. */
function references(nodes: ElementContent[]): [string, string][] {
  const found = new Map<string, string>();
  const walk = (list: ElementContent[]) => {
    for (const node of list) {
      if (node.type !== 'element') continue;
      const href = node.tagName === 'a' ? node.properties.href : undefined;
      if (typeof href === 'string') {
        const name = hastText(node as Element);
        if (!found.has(name)) found.set(name, href);
      } else {
        walk(node.children);
      }
    }
  };
  walk(nodes);
  return [...found];
}

function definedIn(source: ApiSource | undefined, ctx: ApiTwinContext): BlockContent[] {
  if (!source) return [];
  const label = inlineCode(`${source.file}:${source.line}`);
  const target = ctx.sourceUrl
    ? `${ctx.sourceUrl.replace(/\/?$/, '/')}${source.file}#L${source.line}`
    : undefined;
  return [paragraph([text('Defined in '), target ? link(target, [label]) : label])];
}

function withColon(parts: PhrasingContent[]): PhrasingContent[] {
  return parts.length > 0 ? [text(': '), ...parts] : [];
}

function dash(parts: PhrasingContent[]): PhrasingContent[] {
  return parts.length > 0 ? [text(' — '), ...parts] : [];
}

const t = (value: string): ElementContent => ({ type: 'text', value });
const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const inlineCode = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({
  type: 'link',
  url,
  children: children as never,
});
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const labelParagraph = (label: string): Paragraph => paragraph([strong(label)]);
const heading = (depth: 1 | 2 | 3, children: PhrasingContent[]): BlockContent => ({
  type: 'heading',
  depth,
  children,
});
const code = (lang: string, value: string): BlockContent => ({ type: 'code', lang, meta: null, value });
const root = (children: BlockContent[]): Root => ({ type: 'root', children });

function list(items: PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children): ListItem => ({
      type: 'listItem',
      spread: false,
      children: [paragraph(children)],
    })),
  };
}
