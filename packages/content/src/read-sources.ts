import { existsSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import type { ResolvedConfig } from '@accounts-docs/config';
import { DiagnosticError, SOURCE_FILE_UNREADABLE, type Diagnostic } from '@accounts-docs/diagnostics';
import { listMarkdownFiles } from './markdown-files.ts';
import { readText, type ReadText } from './source-texts.ts';

export { SOURCE_FILE_UNREADABLE };

/** The markdown files of the site, read: each docs version's, then the pages folder's. */
export interface SourceFiles {
  /** Per docs version (in the config's order), its files. */
  versions: { name: string; files: string[] }[];
  pages: string[];
  /** The blog's posts: its markdown files that the `include` globs name and `exclude` does not. */
  blog: string[];
  /** The text of every file above. */
  text: Map<string, string>;
  /** Entries skipped with a reason (warnings). */
  diagnostics: Diagnostic[];
}

/** Lists and reads the docs and pages folders (through `read`); an unreadable file stops the build. */
export async function readSourceFiles(config: ResolvedConfig, read: ReadText = readText): Promise<SourceFiles> {
  const none = Promise.resolve({ files: [], diagnostics: [] });
  const [versionListings, pageListing, blogListing] = await Promise.all([
    Promise.all(
      config.docsVersions.map((version) =>
        listMarkdownFiles(version.dir, config.root, { include: config.docs.include, exclude: config.docs.exclude }),
      ),
    ),
    config.paths.pages && existsSync(config.paths.pages) ? listMarkdownFiles(config.paths.pages, config.root) : none,
    config.paths.blog && existsSync(config.paths.blog) ? listMarkdownFiles(config.paths.blog, config.root) : none,
  ]);
  const blog = config.blog && config.paths.blog ? blogPosts(blogListing.files, config.paths.blog, config.blog) : [];
  const listed = [
    ...versionListings.flatMap((listing) => listing.diagnostics),
    ...pageListing.diagnostics,
    ...blogListing.diagnostics,
  ];
  const unreadable = listed.filter((d) => d.severity === 'error');
  const files = [...versionListings.flatMap((listing) => listing.files), ...pageListing.files, ...blog];
  const text = new Map(
    await Promise.all(
      files.map(async (file) => {
        const source = await read(file).catch((error: NodeJS.ErrnoException) => {
          // Bytes that are not text: said at their place.
          if (error instanceof DiagnosticError) {
            unreadable.push(...error.diagnostics);
            return '';
          }
          unreadable.push({
            severity: 'error',
            ruleId: SOURCE_FILE_UNREADABLE,
            reason: `The file cannot be read: ${error.code ?? error.message}`,
            file,
            hint: 'check its permissions, or move it out of the docs folder',
          });
          return '';
        });
        return [file, source] as const;
      }),
    ),
  );
  if (unreadable.length > 0) throw new DiagnosticError(unreadable);
  return {
    versions: config.docsVersions.map((version, i) => ({ name: version.name, files: versionListings[i]!.files })),
    pages: pageListing.files,
    blog,
    text,
    diagnostics: listed.filter((d) => d.severity === 'warning'),
  };
}

/**
 * The blog folder's posts: its files matching the `include` globs and none of `exclude`, from
 * the folder (Docusaurus globs them so, `generateBlogPosts` in the blog plugin's `blogUtils.ts`).
 */
function blogPosts(files: string[], dir: string, options: { include: string[]; exclude: string[] }): string[] {
  const included = picomatch(options.include);
  const excluded = picomatch(options.exclude);
  return files.filter((file) => {
    const relative = path.relative(dir, file).split(path.sep).join('/');
    return included(relative) && !excluded(relative);
  });
}
