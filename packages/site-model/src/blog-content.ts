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
      children: withoutContentTitle(
        isCompiledPlaceholder(tree) ? compiledExcerpt(tree, posts[i]!) : withLinks(tree, posts[i]!.linkMap),
      ).children as ElementContent[],
    })),
  };
}

/**
 * The tag of a compiled MDX page's one element (markdown's `COMPILED_MDX_TAG`) and the
 * properties a list's compiled excerpt names its module and links by (render's `render-page.ts`).
 */
const COMPILED_MDX_TAG = 'accounts-docs-mdx';
const EXCERPT_KEY_PROPERTY = 'dataContentKey';
const EXCERPT_LINKS_PROPERTY = 'dataLinkMap';

function isCompiledPlaceholder(tree: HastRoot): boolean {
  const first = tree.children[0];
  return tree.children.length === 1 && first?.type === 'element' && first.tagName === COMPILED_MDX_TAG;
}

/**
 * A compiled post's excerpt (its module up to the truncate marker, Docusaurus's `?truncated`):
 * the placeholder names the module's content key and the post's link map, for the renderer to
 * draw the bundled component there with the post's links.
 */
function compiledExcerpt(tree: HastRoot, post: BlogPost): HastRoot {
  const placeholder = tree.children[0] as Element;
  return {
    type: 'root',
    children: [
      {
        ...placeholder,
        properties: {
          [EXCERPT_KEY_PROPERTY]: post.excerptKey,
          [EXCERPT_LINKS_PROPERTY]: JSON.stringify(post.linkMap),
        },
      },
    ],
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
