import type { Root as HastRoot, Element } from 'hast';
import { EXIT, SKIP, walk, walkElements } from './tree-walk.ts';
import { VFile } from 'vfile';
import { RAW_HTML_SCRIPT } from '@accounts-docs/diagnostics';
import { report } from './messages.ts';

export interface RawHtmlOptions {
  /** The page, where problems are reported. */
  file: VFile;
  /** The text the tree comes from: with it, parsed elements get their place in the file. */
  source: string;
}

/**
 * Parses the raw HTML of a markdown page into elements, as Docusaurus keeps it: `<a><img></a>`
 * blocks, `<details>` around markdown, `<br>`. Elements keep the position of the HTML in the
 * source, so their links are checked and reported where they are written. Nothing is
 * sanitised (authors own their pages); a `<script>` is kept and reported as a warning, since
 * a script in a docs page is more often a paste by mistake than a wish.
 * Returns the tree unchanged when the page has no raw HTML: re-parsing costs a whole walk
 * (and loading the HTML parser).
 */
export async function parseRawHtml(tree: HastRoot, options: RawHtmlOptions): Promise<HastRoot> {
  if (!hasRaw(tree)) return tree;
  // Loaded on the first page with HTML: parse5 costs ~40 ms to import.
  const { raw } = await import('hast-util-raw');
  // hast-util-raw rebuilds every element from parse5 tokens, which drops `data`: the code
  // fence's meta string (title, highlighted lines) rides in a property meanwhile.
  walkElements(tree, (node) => {
    const meta = (node.data as { meta?: unknown } | undefined)?.meta;
    if (node.tagName === 'code' && typeof meta === 'string') node.properties.dataFenceMeta = meta;
  });
  const parsed = raw(tree, { file: new VFile({ path: options.file.path, value: options.source }) }) as HastRoot;
  walkElements(parsed, (node) => {
    if (node.tagName === 'code' && typeof node.properties.dataFenceMeta === 'string') {
      node.data = { ...node.data, meta: node.properties.dataFenceMeta } as Element['data'];
      delete node.properties.dataFenceMeta;
      return SKIP;
    }
    if (node.tagName === 'script') {
      report(options.file, "A <script> in the page's HTML is kept and runs on every visit to this page", {
        place: node.position?.start ?? { line: 1, column: 1 },
        ruleId: RAW_HTML_SCRIPT,
        hint: 'remove it if it was pasted by mistake; site-wide scripts belong in the theme',
      });
    }
  });
  return parsed;
}

function hasRaw(tree: HastRoot): boolean {
  let found = false;
  walk(tree, (node) => {
    if (node.type !== 'raw') return;
    found = true;
    return EXIT;
  });
  return found;
}
