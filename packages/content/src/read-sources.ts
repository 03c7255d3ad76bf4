import { existsSync } from 'node:fs';
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
  /** The text of every file above. */
  text: Map<string, string>;
  /** Entries skipped with a reason (warnings). */
  diagnostics: Diagnostic[];
}

/** Lists and reads the docs and pages folders (through `read`); an unreadable file stops the build. */
export async function readSourceFiles(config: ResolvedConfig, read: ReadText = readText): Promise<SourceFiles> {
  const [versionListings, pageListing] = await Promise.all([
    Promise.all(
      config.docsVersions.map((version) =>
        listMarkdownFiles(version.dir, config.root, { include: config.docs.include, exclude: config.docs.exclude }),
      ),
    ),
    config.paths.pages && existsSync(config.paths.pages)
      ? listMarkdownFiles(config.paths.pages, config.root)
      : Promise.resolve({ files: [], diagnostics: [] }),
  ]);
  const listed = [...versionListings.flatMap((listing) => listing.diagnostics), ...pageListing.diagnostics];
  const unreadable = listed.filter((d) => d.severity === 'error');
  const files = [...versionListings.flatMap((listing) => listing.files), ...pageListing.files];
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
    text,
    diagnostics: listed.filter((d) => d.severity === 'warning'),
  };
}
