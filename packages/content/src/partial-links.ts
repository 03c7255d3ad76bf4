import path from 'node:path';
import type { CompiledMarkdown, LinkRef } from '@accounts-docs/markdown';
import { tocLevels, type TocLevels } from '@accounts-docs/markdown/format';
import type { CompiledSource } from './compiled-source.ts';

/** A markdown file's imports in a compiled MDX module, as `@mdx-js/mdx` writes them: `import X from "./_p.mdx";`. */
const MARKDOWN_IMPORT = /^import\b[^;]*?\bfrom\s*(["'])([^"']+\.mdx?)\1/gm;

/** `export const toc = [...]` as markdown's `mdx/compile-mdx.ts` writes it (one line; a partial's items spread). */
const TOC_EXPORT = /^export const toc = (\[.*\]);$/m;
/** `import { toc as __tocX } from "…";`: the toc of a partial the page shows. */
const TOC_IMPORT = /^import \{ toc as ([\w$]+) \} from ("[^"]+");$/gm;

type TocItem = { value: string; id: string; level: number };

/**
 * A compiled module's `toc` export with its partials' items in place (each partial's module
 * read the same way), or undefined when the module's `toc` is the page's own code.
 */
async function resolvedToc(
  module: string,
  file: string,
  root: string,
  compilePartial: (file: string) => Promise<CompiledMarkdown>,
  seen: Set<string>,
): Promise<TocItem[] | undefined> {
  const written = TOC_EXPORT.exec(module)?.[1];
  if (written === undefined) return undefined;
  let items: (TocItem | { spread: string })[];
  try {
    items = JSON.parse(written.replace(/\.\.\.(__toc[\w$]*)/g, '{"spread":"$1"}')) as typeof items;
  } catch {
    return undefined;
  }
  const specifiers = new Map<string, string>();
  for (const match of module.matchAll(TOC_IMPORT)) specifiers.set(match[1]!, JSON.parse(match[2]!) as string);
  const out: TocItem[] = [];
  for (const item of items) {
    if (!('spread' in item)) {
      out.push(item);
      continue;
    }
    const specifier = specifiers.get(item.spread);
    const partial = specifier ? resolvePartial(specifier, file, root) : undefined;
    if (!partial || seen.has(partial)) continue;
    try {
      const compiled = await compilePartial(partial);
      const inner = compiled.mdx
        ? await resolvedToc(compiled.mdx, partial, root, compilePartial, new Set([...seen, partial]))
        : undefined;
      out.push(...(inner ?? []));
    } catch {
      // Bundling the page reports a partial that does not compile.
    }
  }
  return out;
}

function resolvePartial(specifier: string, file: string, root: string): string | undefined {
  if (specifier.startsWith('@site/')) return path.join(root, specifier.slice('@site/'.length));
  if (/^\.\.?\//.test(specifier)) return path.resolve(path.dirname(file), specifier);
  return undefined;
}

/** A `toc` export's `value` is HTML (markdown's `tocValue`: escaped text in `<code>`, `<em>`…): its text. */
function unescapeHtml(value: string): string {
  return value
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The partials (`.md` / `.mdx` files) a compiled module imports, as absolute paths: relative
 * specifiers from the importing file's folder, `@site/…` from the site's folder (Docusaurus's
 * alias). Others (a package's markdown) are left to the bundler, which reports what it cannot
 * resolve.
 */
export function importedPartials(module: string, file: string, root: string): string[] {
  const found: string[] = [];
  for (const match of module.matchAll(MARKDOWN_IMPORT)) {
    const partial = resolvePartial(match[2]!, file, root);
    if (partial) found.push(partial);
  }
  return found;
}

/**
 * A compiled MDX page with the links and anchors of the partials it shows (and theirs, in
 * turn), each link at its place in its partial (`LinkRef.file`): the site model resolves a
 * partial's `.md` links from the partial's folder, and the link check reports them there, as
 * Docusaurus checks the links of every compiled file. A partial that cannot be read or
 * compiled adds nothing here: bundling the page reports it at its import.
 */
export async function withPartialLinks(
  source: CompiledSource,
  root: string,
  compilePartial: (file: string) => Promise<CompiledMarkdown>,
  siteLevels?: TocLevels,
): Promise<CompiledSource> {
  if (source.meta.mdx === undefined) return source;
  const links: LinkRef[] = [];
  const anchors: string[] = [];
  const seen = new Set<string>([source.file]);
  const visit = async (module: string, from: string): Promise<void> => {
    for (const partial of importedPartials(module, from, root)) {
      if (seen.has(partial)) continue;
      seen.add(partial);
      let compiled: CompiledMarkdown;
      try {
        compiled = await compilePartial(partial);
      } catch {
        continue;
      }
      links.push(...compiled.links.map((link) => ({ ...link, file: link.file ?? partial })));
      anchors.push(...compiled.anchors);
      if (compiled.mdx !== undefined) await visit(compiled.mdx, partial);
    }
  };
  await visit(source.meta.mdx, source.file);
  if (links.length === 0 && anchors.length === 0) return source;
  const own = new Set(source.meta.anchors);
  // The page's table of contents, as Docusaurus's doc page reads it from the `toc` export: the
  // partials' headings in place (at the levels of the page's own: its front matter's or the site's).
  const levels = tocLevels(source.meta.frontMatter, siteLevels);
  const toc = source.meta.mdx.includes('import { toc as __toc')
    ? await resolvedToc(source.meta.mdx, source.file, root, compilePartial, new Set([source.file]))
    : undefined;
  return {
    ...source,
    meta: {
      ...source.meta,
      links: [...source.meta.links, ...links],
      anchors: [...source.meta.anchors, ...anchors.filter((anchor) => !own.has(anchor))],
      ...(toc
        ? {
            toc: toc
              .filter((item) => item.level >= levels.minHeadingLevel && item.level <= levels.maxHeadingLevel)
              .map((item) => ({ depth: item.level, id: item.id, text: unescapeHtml(item.value) })),
          }
        : {}),
    },
  };
}
