import path from 'node:path';
import type { CompiledMarkdown, LinkRef } from '@accounts-docs/markdown';
import type { CompiledSource } from './compiled-source.ts';

/** A markdown file's imports in a compiled MDX module, as `@mdx-js/mdx` writes them: `import X from "./_p.mdx";`. */
const MARKDOWN_IMPORT = /^import\b[^;]*?\bfrom\s*(["'])([^"']+\.mdx?)\1/gm;

/**
 * The partials (`.md` / `.mdx` files) a compiled module imports, as absolute paths: relative
 * specifiers from the importing file's folder, `@site/…` from the site's folder (Docusaurus's
 * alias). Others (a package's markdown) are left to the bundler, which reports what it cannot
 * resolve.
 */
export function importedPartials(module: string, file: string, root: string): string[] {
  const found: string[] = [];
  for (const match of module.matchAll(MARKDOWN_IMPORT)) {
    const specifier = match[2]!;
    if (specifier.startsWith('@site/')) found.push(path.join(root, specifier.slice('@site/'.length)));
    else if (/^\.\.?\//.test(specifier)) found.push(path.resolve(path.dirname(file), specifier));
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
  return {
    ...source,
    meta: {
      ...source.meta,
      links: [...source.meta.links, ...links],
      anchors: [...source.meta.anchors, ...anchors.filter((anchor) => !own.has(anchor))],
    },
  };
}
