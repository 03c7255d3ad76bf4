import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import {
  SOURCE_FILE_NAME,
  SOURCE_FILE_OUTSIDE,
  SOURCE_FILE_SKIPPED,
  SOURCE_FILE_UNREADABLE,
  type Diagnostic,
} from '@accounts-docs/diagnostics';

const MARKDOWN = /\.(mdx?|markdown)$/;

export interface MarkdownFiles {
  /** Absolute paths (as found in the folder, links not resolved), sorted. */
  files: string[];
  /** Entries that look like pages and are not read, each with the reason. */
  diagnostics: Diagnostic[];
}

/**
 * What Docusaurus leaves out of a docs or pages folder unless told otherwise: files and folders
 * whose name starts with `_` (partials, imported by other pages) and tests
 * (`GlobExcludeDefault`, packages/docusaurus-utils/src/globUtils.ts).
 */
export const DEFAULT_EXCLUDE = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

export interface MarkdownFilesOptions {
  /** Globs (relative to the folder) a file must match to be a page; every markdown file when absent. */
  include?: readonly string[] | undefined;
  /** Globs (relative to the folder) of files that are not pages: `DEFAULT_EXCLUDE` when absent. */
  exclude?: readonly string[] | undefined;
}

/**
 * The filter of a folder's files as Docusaurus's content plugins apply it: a file is a page when
 * it matches `include` and no `exclude` glob (`Globby(include, {cwd, ignore: exclude})` in
 * docusaurus-plugin-content-docs/src/docs.ts; micromatch's syntax, which picomatch shares).
 */
export function sourceFileFilter(dir: string, options: MarkdownFilesOptions = {}): (file: string) => boolean {
  const included = options.include ? picomatch([...options.include]) : () => true;
  const excluded = picomatch([...(options.exclude ?? DEFAULT_EXCLUDE)]);
  return (file) => {
    const relative = path.relative(dir, file).split(path.sep).join('/');
    return included(relative) && !excluded(relative);
  };
}

/** The path with its links resolved, or undefined when it leads nowhere. */
function realPath(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}

/**
 * The markdown files of a docs or pages folder. Hidden entries (`.name`) are left out. A
 * symbolic link is followed when it leads to a file or folder inside the project; a link to
 * nothing, or to something that is not a file, is reported rather than dropped without a word,
 * and a link that leads out of the project is an error (its content would be published).
 * Synchronous calls: a listing is a few of them per folder, and in watch mode the thread pool
 * may be busy writing the last edit's cache entries.
 */
export async function listMarkdownFiles(
  dir: string,
  projectRoot: string,
  options: MarkdownFilesOptions = {},
): Promise<MarkdownFiles> {
  const result: MarkdownFiles = { files: [], diagnostics: [] };
  const root = realPath(projectRoot) ?? projectRoot;
  const visited = new Set<string>();
  const walk = (current: string): void => {
    const real = realPath(current) ?? current;
    if (visited.has(real)) return; // a link back up the tree
    visited.add(real);
    let entries: Dirent[];
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch (error) {
      result.diagnostics.push({
        severity: 'error',
        ruleId: SOURCE_FILE_UNREADABLE,
        reason: `The folder ${current} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
        file: current,
        line: 1,
        column: 1,
        hint: 'check its permissions, or move it out of the docs folder',
      });
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        if (MARKDOWN.test(entry.name)) result.files.push(full);
      } else if (entry.isSymbolicLink()) followLink(full, entry.name);
    }
  };
  const followLink = (full: string, name: string): void => {
    const target = realPath(full);
    const place = { file: full };
    if (!target) {
      if (MARKDOWN.test(name)) {
        result.diagnostics.push({
          severity: 'warning',
          ruleId: SOURCE_FILE_SKIPPED,
          reason: `${name} is a symbolic link to nothing (or a loop of links); skipped`,
          ...place,
          line: 1,
          column: 1,
          hint: 'point the link at an existing file, or delete it',
        });
      }
      return;
    }
    if (target !== root && !target.startsWith(root + path.sep)) {
      result.diagnostics.push({
        severity: 'error',
        ruleId: SOURCE_FILE_OUTSIDE,
        reason: `${name} is a symbolic link that leads out of the project (to ${target})`,
        ...place,
        line: 1,
        column: 1,
        hint: 'copy the file into the project instead of linking to it',
      });
      return;
    }
    const info = statSync(target);
    if (info.isDirectory()) walk(full);
    else if (info.isFile() && MARKDOWN.test(name)) result.files.push(full);
    else if (MARKDOWN.test(name)) {
      result.diagnostics.push({
        severity: 'warning',
        ruleId: SOURCE_FILE_SKIPPED,
        reason: `${name} is a symbolic link to something that is not a file; skipped`,
        ...place,
        line: 1,
        column: 1,
        hint: 'point the link at a markdown file',
      });
    }
  };
  walk(dir);
  result.files = result.files.filter(sourceFileFilter(dir, options));
  result.files.sort();
  result.diagnostics.push(...fileNameWarnings(result.files));
  return result;
}

/** Characters that reorder how text is shown (U+202E shows `gpj.exe` as `exe.jpg`). */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * Names a reader cannot tell apart or sees other than they are: two files whose paths differ
 * only in case (`Intro.md`, `intro.md`: one replaces the other on a case-insensitive disk, as
 * macOS and Windows have, and their routes differ only in case), and a name holding a
 * bidirectional control character. Warnings: the build is right, the names are a trap.
 */
function fileNameWarnings(files: string[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const byFolded = new Map<string, string>();
  for (const file of files) {
    const name = path.basename(file);
    const bidi = BIDI_CONTROL.exec(name);
    if (bidi) {
      diagnostics.push({
        severity: 'warning',
        ruleId: SOURCE_FILE_NAME,
        reason: `The file name holds the bidirectional control character U+${bidi[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}: it is shown in another order than it is written`,
        file,
        line: 1,
        column: 1,
        hint: 'rename the file without it',
      });
    }
    const folded = file.toLowerCase();
    const other = byFolded.get(folded);
    if (other !== undefined) {
      diagnostics.push({
        severity: 'warning',
        ruleId: SOURCE_FILE_NAME,
        reason: `${path.basename(file)} and ${path.basename(other)} differ only in case: on a case-insensitive disk (macOS, Windows) one replaces the other, and their routes differ only in case`,
        file,
        line: 1,
        column: 1,
        hint: 'rename one of them',
      });
    } else byFolded.set(folded, file);
  }
  return diagnostics;
}
