import { lstatSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DiagnosticError, OUTPUT_PATH_OUTSIDE } from '@accounts-docs/diagnostics';

/**
 * The absolute path of `file` (a `/`-separated path inside the output) under `root`, or a
 * DiagnosticError when it would land anywhere else: an absolute path, a `..` segment, a
 * backslash or a NUL byte. Routes are validated where they are made; this is the last guard.
 */
export function outputPath(root: string, file: string, shownRoot = root): string {
  const segments = file.split('/');
  const bad =
    file === '' ||
    file.includes('\0') ||
    file.includes('\\') ||
    path.posix.isAbsolute(file) ||
    path.win32.isAbsolute(file) ||
    segments.some((segment) => segment === '..' || segment === '.' || segment === '');
  const full = path.join(root, file);
  const rel = path.relative(root, full);
  if (bad || rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) throw outsideError(shownRoot, file);
  return full;
}

/**
 * Creates the folders of an output file one level at a time, refusing a symbolic link on the
 * way: `mkdir -p` through a linked folder would create (and the write would land) outside.
 * `known` remembers folders already checked, so each is looked at once per build. Synchronous:
 * a build creates a folder for most of its pages, and each asynchronous call cost the main
 * thread more than the system call itself (and two writes in one new folder both looked it up).
 */
export function makeParentFolders(
  root: string,
  full: string,
  file: string,
  known: Set<string>,
  shownRoot = root,
): void {
  const dir = path.dirname(full);
  if (known.has(dir)) return;
  const parts = path.relative(root, dir).split(path.sep).filter(Boolean);
  let current = root;
  for (const part of parts) {
    current = path.join(current, part);
    if (known.has(current)) continue;
    const stats = lstatSync(current, { throwIfNoEntry: false });
    if (!stats) {
      try {
        mkdirSync(current);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    } else if (stats.isSymbolicLink() || !stats.isDirectory())
      throw outsideError(shownRoot, file, path.join(shownRoot, path.relative(root, current)));
    known.add(current);
  }
}

function outsideError(root: string, file: string, through?: string): DiagnosticError {
  const printable = JSON.stringify(file);
  return new DiagnosticError([
    {
      severity: 'error',
      ruleId: OUTPUT_PATH_OUTSIDE,
      reason: through
        ? `Refusing to write ${printable}: ${through} is a symbolic link or a file, so the path would leave the output folder ${root}`
        : `Refusing to write ${printable}: it resolves outside the output folder ${root}`,
      file: root,
      hint: 'every route and static file must be a plain path inside the site (no "..", absolute paths or links out)',
    },
  ]);
}
