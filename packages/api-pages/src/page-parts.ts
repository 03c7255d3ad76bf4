import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { ApiSource } from '@accounts-docs/api-model';
import type { CommentContext } from './comment-to-hast.ts';
import { t } from './hast-helpers.ts';

export interface ContentContext extends CommentContext {
  /** Base URL of the repository's files for "Defined in" links (`api.sourceUrl`). */
  sourceUrl: string | undefined;
  /** The files the repository has (paths from the project root); absent: not known. */
  sourceFiles?: ReadonlySet<string> | undefined;
}

/**
 * A table with a header row; with a label, a caption-like label above it. Each cell carries its
 * column's header (`data-label`): on a phone the theme stacks a row into a short definition list
 * (the name, then each other cell under its header), so no column is pushed off the screen.
 */
export function table(headers: string[], rows: ElementContent[], label?: string): ElementContent {
  for (const row of rows) {
    if (row.type !== 'element') continue;
    let column = 0;
    for (const cell of row.children) {
      if (cell.type !== 'element' || cell.tagName !== 'td') continue;
      const header = headers[column++];
      if (header) cell.properties.dataLabel = header;
    }
  }
  const element = h('table.api-table', [
    h('thead', [
      h(
        'tr',
        headers.map((text) => h('th', text)),
      ),
    ]),
    h('tbody', rows),
  ]);
  return label ? h('div.api-table-block', [h('p.api-label', label), element]) : element;
}

/** "Defined in file:line", linked to the repository when the config names it. */
export function definedIn(source: ApiSource | undefined, ctx: ContentContext): ElementContent[] {
  if (!source) return [];
  const text = `${source.file}:${source.line}`;
  const target = sourceHref(source, ctx.sourceUrl, ctx.sourceFiles);
  return [
    h('p.api-source', [
      t('Defined in '),
      target ? h('a', { href: target }, [h('code', text)]) : h('code', text),
    ]),
  ];
}

/**
 * The URL of a source line in the repository (`api.sourceUrl`), when the config names one and
 * the file is one the repository has (`files`, when known): a link never goes to a file that is
 * not there (a generated or uncommitted file, a package's installed types).
 */
export function sourceHref(
  source: ApiSource,
  sourceUrl: string | undefined,
  files?: ReadonlySet<string>,
): string | undefined {
  if (!sourceUrl || (files && !files.has(source.file))) return undefined;
  return `${sourceUrl.replace(/\/?$/, '/')}${source.file}#L${source.line}`;
}
