import path from 'node:path';
import { forEachApiTypePart } from '@accounts-docs/api-model';
import type {
  ApiComment,
  ApiCommentPart,
  ApiDeclaration,
  ApiMember,
  ApiSignature,
  ApiSource,
  ApiType,
  ApiTypeParameter,
} from '@accounts-docs/api-model';
import { authoredLinks } from './comment-markdown.ts';
import type { ApiRoutes } from './routes.ts';

/** A link on an API page and the place in the sources it comes from. */
export interface ApiLink {
  href: string;
  file: string;
  line: number;
  column: number;
}

export interface LinkCollector {
  type(type: ApiType | undefined, at: ApiSource | undefined): void;
  parts(parts: readonly ApiCommentPart[] | undefined, at: ApiSource | undefined): void;
  comment(comment: ApiComment | undefined, at: ApiSource | undefined): void;
  signature(signature: ApiSignature, at: ApiSource | undefined): void;
  typeParameters(params: readonly ApiTypeParameter[], at: ApiSource | undefined): void;
  member(member: ApiMember, at: ApiSource | undefined): void;
  declaration(declaration: ApiDeclaration): void;
  links: ApiLink[];
}

/**
 * Collects every link an API page will have, from the model alone (no rendering): type
 * references, `{@link}` tags and markdown links in comments, each at its declaration's source.
 * The link checker reads these on warm builds, when pages are not rendered.
 */
export function linkCollector(routes: ApiRoutes, options: { root: string; fallback: string }): LinkCollector {
  const links: ApiLink[] = [];
  const add = (href: string | undefined, at: ApiSource | undefined) => {
    if (!href) return;
    links.push({
      href,
      file: at ? path.resolve(options.root, at.file) : options.fallback,
      line: at?.line ?? 1,
      column: at?.column ?? 1,
    });
  };
  const collector: LinkCollector = {
    links,
    type(type, at) {
      if (!type) return;
      if (type.kind === 'reference') add(routes.hrefOf(type.target), at);
      forEachApiTypePart(type, {
        type: (inner) => collector.type(inner, at),
        member: (member) => collector.member(member, member.source ?? at),
        signature: (signature) => collector.signature(signature, at),
        indexSignature: (signature) => {
          collector.type(signature.parameter.type, at);
          collector.type(signature.type, at);
        },
      });
    },
    parts(parts, at) {
      if (!parts) return;
      for (const part of parts) if (part.kind === 'link') add(routes.hrefOf(part.target), at);
      for (const href of authoredLinks(parts))
        add(href.startsWith('/') && !href.startsWith('//') ? routes.href(href) : href, at);
    },
    comment(comment, at) {
      if (!comment) return;
      collector.parts(comment.summary, at);
      for (const block of comment.blockTags) collector.parts(block.content, at);
    },
    typeParameters(params, at) {
      for (const param of params) {
        collector.type(param.constraint, at);
        collector.type(param.default, at);
        collector.parts(param.comment, at);
      }
    },
    signature(signature, at) {
      const here = signature.source ?? at;
      collector.typeParameters(signature.typeParameters, here);
      for (const param of signature.parameters) {
        collector.type(param.type, here);
        collector.parts(param.comment, here);
      }
      collector.type(signature.returns, here);
      collector.comment(signature.comment, here);
    },
    member(member, at) {
      const here = member.source ?? at;
      collector.type(member.type, here);
      for (const signature of member.signatures) collector.signature(signature, here);
      if (member.getter) collector.signature(member.getter, here);
      if (member.setter) collector.signature(member.setter, here);
      collector.comment(member.comment, here);
      collector.type(member.inheritedFrom, here);
      collector.type(member.overwrites, here);
      collector.type(member.implementationOf, here);
    },
    declaration(declaration) {
      const at = declaration.source;
      collector.comment(declaration.comment, at);
      switch (declaration.kind) {
        case 'class':
        case 'interface':
          collector.typeParameters(declaration.typeParameters, at);
          declaration.extends.forEach((type) => collector.type(type, at));
          if (declaration.kind === 'class')
            declaration.implements.forEach((type) => collector.type(type, at));
          else declaration.callSignatures.forEach((s) => collector.signature(s, at));
          declaration.members.forEach((member) => collector.member(member, at));
          declaration.indexSignatures.forEach((s) => {
            collector.type(s.parameter.type, at);
            collector.type(s.type, at);
            collector.comment(s.comment, at);
          });
          return;
        case 'enum':
          declaration.members.forEach((member) => collector.comment(member.comment, member.source ?? at));
          return;
        case 'function':
          declaration.signatures.forEach((s) => collector.signature(s, at));
          return;
        case 'type':
          collector.typeParameters(declaration.typeParameters, at);
          return collector.type(declaration.type, at);
        case 'variable':
          return collector.type(declaration.type, at);
      }
    },
  };
  return collector;
}
