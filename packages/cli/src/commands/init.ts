import { mkdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONFIG_FILES, DOCUSAURUS_CONFIG_FILES } from '@accounts-docs/config';
import { DiagnosticError, INIT_CONFIG_EXISTS, INIT_NOT_WRITTEN, type Diagnostic } from '@accounts-docs/diagnostics';
import type { Reporter } from '../report.ts';
import { scaffoldFiles } from '../scaffold.ts';

export interface InitCommandOptions {
  /** The site's folder, made when missing (the current folder by default). */
  dir?: string;
}

/**
 * `accounts-docs init [dir]`: writes a new site's files (see scaffold.ts) into the folder,
 * never over an existing file (those are listed as skipped), and says the next commands. A
 * folder that already has a config is refused. Either every file it meant to write is written,
 * or none: what it wrote before a failure is removed.
 */
export function initCommand(options: InitCommandOptions, reporter: Reporter, cwd = process.cwd()): number {
  const target = path.resolve(cwd, options.dir ?? '.');
  try {
    refuseExistingConfig(target);
    const files = scaffoldFiles(path.basename(target) || 'Documentation');
    const skipped = files.filter((file) => statOf(path.join(target, file.path)) !== undefined);
    const toWrite = files.filter((file) => !skipped.includes(file));
    for (const file of toWrite) checkFoldersOnTheWay(path.join(target, file.path));
    writeAll(target, toWrite);
    reporter.info(report(target, cwd, toWrite.map((f) => f.path), skipped.map((f) => f.path)));
    return 0;
  } catch (error) {
    if (!(error instanceof DiagnosticError) && typeof (error as NodeJS.ErrnoException).code !== 'string') throw error;
    // A folder that cannot even be read (EACCES on a stat) is reported like a refused write.
    const failure = error instanceof DiagnosticError ? error : writeFailure(error as NodeJS.ErrnoException, target);
    reporter.diagnostics(failure.diagnostics);
    return 1;
  }
}

/** The file's stat, or undefined when nothing is there (a file on the way included). */
function statOf(file: string) {
  try {
    return statSync(file, { throwIfNoEntry: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw error;
  }
}

function refuseExistingConfig(target: string): void {
  for (const name of [...DEFAULT_CONFIG_FILES, ...DOCUSAURUS_CONFIG_FILES]) {
    const file = path.join(target, name);
    if (!statOf(file)) continue;
    const docusaurus = DOCUSAURUS_CONFIG_FILES.includes(name);
    throw new DiagnosticError([
      {
        severity: 'error',
        ruleId: INIT_CONFIG_EXISTS,
        reason: `This folder already has a config (${name}); init writes a new site only where there is none, and wrote nothing`,
        file,
        line: 1,
        column: 1,
        hint: docusaurus
          ? 'accounts-docs builds a Docusaurus site as it is: run `npx accounts-docs build` here'
          : 'build the site with `npx accounts-docs build`, or run init in another folder',
      },
    ]);
  }
}

/** Every folder on the way to `file` that exists is a folder: a file there stops init before it writes. */
function checkFoldersOnTheWay(file: string): void {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const stat = statOf(dir);
    if (stat?.isDirectory()) return;
    if (stat) throw notWritten(dir, `${dir} is a file, where the site needs a folder; nothing was written`, 'rename or move that file, or run init in another folder');
    if (path.dirname(dir) === dir) return;
  }
}

/** Writes the files (none is overwritten, even one that appeared meanwhile); on a failure, removes what it wrote. */
function writeAll(target: string, files: { path: string; text: string }[]): void {
  const made: string[] = [];
  const written: string[] = [];
  try {
    for (const file of files) {
      const full = path.join(target, file.path);
      const first = mkdirSync(path.dirname(full), { recursive: true });
      if (first) made.push(first);
      writeFileSync(full, file.text, { flag: 'wx' });
      written.push(full);
    }
  } catch (error) {
    for (const file of written.reverse()) unlinkSync(file);
    for (const dir of made.reverse()) rmSync(dir, { recursive: true, force: true });
    throw writeFailure(error as NodeJS.ErrnoException, target);
  }
}

function writeFailure(error: NodeJS.ErrnoException, target: string): DiagnosticError {
  const place = error.path ?? target;
  if (error.code === 'EACCES' || error.code === 'EPERM' || error.code === 'EROFS')
    return notWritten(
      existing(place),
      `No permission to write in ${existing(place)}; nothing was written`,
      'run init in a folder you can write to, or change the permissions of this one',
    );
  if (error.code === 'ENOTDIR' || error.code === 'EEXIST')
    return notWritten(place, `${place} is in the way of the site's files; nothing was written`, 'rename or move it, or run init in another folder');
  return notWritten(place, `Could not write ${place} (${error.code ?? error.message}); nothing was written`, 'check the folder and run init again');
}

/** The nearest folder that exists at or above `file`: where a write was refused. */
function existing(file: string): string {
  let dir = file;
  while (!statOf(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

function notWritten(file: string, reason: string, hint: string): DiagnosticError {
  const diagnostic: Diagnostic = { severity: 'error', ruleId: INIT_NOT_WRITTEN, reason, file, hint };
  return new DiagnosticError([diagnostic]);
}

/** What was written and skipped, and the two commands that come next (after `cd`, when elsewhere). */
function report(target: string, cwd: string, written: string[], skipped: string[]): string {
  const lines = [`✔ ${written.length > 0 ? 'Wrote a new site' : 'Wrote nothing'} in ${target}`];
  for (const file of written) lines.push(`  ${file}`);
  if (skipped.length > 0) {
    lines.push('Skipped (already there, left as they are):');
    for (const file of skipped) lines.push(`  ${file}`);
  }
  lines.push('', 'Next:');
  const relative = path.relative(cwd, target);
  if (relative) lines.push(`  cd ${shellQuoted(relative)}`);
  lines.push('  npx accounts-docs build', '  npx accounts-docs serve');
  return lines.join('\n');
}

/** A path as typed in a shell: quoted when it holds anything but plain characters. */
function shellQuoted(value: string): string {
  return /^[\w./-]+$/.test(value) ? value : `"${value.replace(/(["\\$`])/g, '\\$1')}"`;
}
