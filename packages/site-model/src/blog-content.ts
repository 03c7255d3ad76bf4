import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import type { BlogPost } from './types.ts';

/**
 * A post's tree as its page shows it: without its leading `# title`, which is the post's title
 * (the blog plugin parses posts with `removeContentTitle: true`) and the theme's header shows.
 */
export function withoutContentTitle(tree: HastRoot): HastRoot {
  const first = tree.children.findIndex(
    (node) => !(node.type === 'text' && node.value.trim() === '') && node.type !== 'comment',
  );
  const node = tree.children[first];
  if (!node || node.type !== 'element' || node.tagName !== 'h1') return tree;
  return { ...tree, children: tree.children.filter((_, i) => i !== first) };
}

/**
 * The content of a list page: one `<div>` per post holding its excerpt, in the list's order
 * (the renderer shows each in its post's summary). Each excerpt's links are rewritten by its
 * own post's link map here, since relative links mean something else on the list's route.
 */
export async function blogListContent(
  posts: BlogPost[],
  loadTree: (key: string) => Promise<HastRoot>,
): Promise<HastRoot> {
  const trees = await Promise.all(posts.map((post) => loadTree(post.excerptKey)));
  return {
    type: 'root',
    children: trees.map((tree, i): Element => ({
      type: 'element',
      tagName: 'div',
      properties: {},
      children: withoutContentTitle(withLinks(tree, posts[i]!.linkMap)).children as ElementContent[],
    })),
  };
}

/** A copy of the tree with `a[href]` and `img[src]` rewritten by the map (the tree may be shared). */
function withLinks(tree: HastRoot, linkMap: Record<string, string>): HastRoot {
  if (Object.keys(linkMap).length === 0) return tree;
  const copy = (node: RootContent): RootContent => {
    if (node.type !== 'element') return node;
    const properties = { ...node.properties };
    for (const name of ['href', 'src'] as const) {
      const value = properties[name];
      if (typeof value === 'string' && linkMap[value] !== undefined) properties[name] = linkMap[value];
    }
    return { ...node, properties, children: node.children.map(copy) as ElementContent[] };
  };
  return { ...tree, children: tree.children.map(copy) };
}
