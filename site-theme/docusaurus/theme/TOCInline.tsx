import { useThemeConfig } from '../theme-common.tsx';

/** One entry of an MDX page's `toc` export, as Docusaurus's mdx-loader writes it (`value` is HTML). */
interface TocItem {
  value: string;
  id: string;
  level: number;
}

interface TocTree extends TocItem {
  children: TocTree[];
}

/** The flat `toc` as a tree: each entry under the last one of a smaller level (theme-common's `treeifyTOC`). */
function treeOf(toc: readonly TocItem[], min: number, max: number): TocTree[] {
  const roots: TocTree[] = [];
  const stack: TocTree[] = [];
  for (const item of toc) {
    if (item.level < min || item.level > max) continue;
    const node: TocTree = { ...item, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.level >= item.level) stack.pop();
    (stack[stack.length - 1]?.children ?? roots).push(node);
    stack.push(node);
  }
  return roots;
}

/** A list of headings and their subheadings; the outer one is always drawn, an empty inner one not. */
function Items({ items, className }: { items: TocTree[]; className?: string }) {
  if (items.length === 0 && className === undefined) return null;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} dangerouslySetInnerHTML={{ __html: item.value }} />
          <Items items={item.children} />
        </li>
      ))}
    </ul>
  );
}

/** A heading level the site's `themeConfig.tableOfContents` sets, if it is one (2–6). */
function level(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 6 ? value : undefined;
}

/**
 * `@theme/TOCInline`: the page's table of contents where it is written (`<TOCInline toc={toc} />`
 * with the `toc` the compiled page exports), nested lists of links to its headings between
 * `minHeadingLevel` and `maxHeadingLevel`, as theme-classic's TOCInline draws them: a level not
 * given is the site's `themeConfig.tableOfContents` one, and that is 2 and 3 by default
 * (theme-classic's `TOCItems`).
 */
export default function TOCInline({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
}: {
  toc: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}) {
  const site = useThemeConfig().tableOfContents as Record<string, unknown> | undefined;
  const items = treeOf(
    toc,
    minHeadingLevel ?? level(site?.minHeadingLevel) ?? 2,
    maxHeadingLevel ?? level(site?.maxHeadingLevel) ?? 3,
  );
  return (
    <div className="toc-inline">
      <Items items={items} className="table-of-contents" />
    </div>
  );
}
