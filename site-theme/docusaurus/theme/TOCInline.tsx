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

/**
 * `@theme/TOCInline`: the page's table of contents where it is written (`<TOCInline toc={toc} />`
 * with the `toc` the compiled page exports), nested lists of links to its headings between
 * `minHeadingLevel` (2) and `maxHeadingLevel` (3), as theme-classic's TOCInline draws them.
 */
export default function TOCInline({
  toc,
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
}: {
  toc: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}) {
  const items = treeOf(toc, minHeadingLevel, maxHeadingLevel);
  return (
    <div className="toc-inline">
      <Items items={items} className="table-of-contents" />
    </div>
  );
}
