/**
 * How the markdown a twin writes itself is written (its title, a home page's hero, a compiled
 * page's rendered HTML): as remark-stringify would.
 */
export const TWIN_MARKDOWN_STYLE = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
} as const;
