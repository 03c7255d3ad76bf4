import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import type { BlockContent, PhrasingContent } from 'mdast';
import type { ApiSource, ApiType } from '@accounts-docs/api-model';
import { sourceHref, typeToHast } from '@accounts-docs/api-pages';
import type { ApiTwinContext } from './context.ts';
import { code, inlineCode, link, paragraph, text } from '../mdast.ts';

/**
 * A line of TypeScript (the HTML page's hast line) in a `ts` block, then the types it names
 * that have a page, linked (a code block cannot hold links).
 */
export function codeWithRefs(line: ElementContent[], ctx: ApiTwinContext): BlockContent[] {
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
export function typeRef(type: ApiType, ctx: ApiTwinContext): PhrasingContent[] {
  const href = type.kind === 'reference' ? ctx.routes.hrefOf(type.target) : undefined;
  const label = inlineCode(typeText(type, ctx));
  return href ? [link(href, [label])] : [label];
}

/** A type as TypeScript writes it, in plain text. */
export function typeText(type: ApiType, ctx: ApiTwinContext): string {
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

/** "Defined in file:line", linked to the repository when the config names it. */
export function definedIn(source: ApiSource | undefined, ctx: ApiTwinContext): BlockContent[] {
  if (!source) return [];
  const label = inlineCode(`${source.file}:${source.line}`);
  const target = sourceHref(source, ctx.sourceUrl, ctx.sourceFiles);
  return [paragraph([text('Defined in '), target ? link(target, [label]) : label])];
}
