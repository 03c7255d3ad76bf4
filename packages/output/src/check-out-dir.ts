import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { DiagnosticError, OUT_DIR_UNSAFE, type Diagnostic } from '@accounts-docs/diagnostics';
import { BUILD_MARKER } from './output-recovery.ts';

/** A folder or file the build reads, which the output must neither hold nor sit in. */
export interface ProtectedSource {
  path: string;
  /** How the message names it: `the docs folder`, `the config file`. */
  label: string;
  /** Where the config names it, for the message's position. */
  place?: { file: string; line?: number; column?: number } | undefined;
}

export interface OutDirContext {
  /** The project root (the config file's folder): the output may be inside it, never around it. */
  root: string;
  /** Where the project is named (its config file), for the message's position. */
  rootPlace?: ProtectedSource['place'];
  sources: ProtectedSource[];
}

/**
 * Refuses, before anything is written, an output folder the build would damage by replacing
 * it whole: an existing file, a folder that holds the project or a source folder or lies
 * inside one, or a non-empty folder that is not a previous build (it has no build marker).
 */
export function checkOutDir(outDir: string, context: OutDirContext): void {
  const out = realPath(path.resolve(outDir));
  const refuse = (diagnostic: Omit<Diagnostic, 'severity' | 'ruleId'>): never => {
    throw new DiagnosticError([{ severity: 'error', ruleId: OUT_DIR_UNSAFE, ...diagnostic }]);
  };

  // The nearest existing part of the path must be a folder, or the build cannot create it.
  let existing = out;
  while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  if (existsSync(existing) && !statSync(existing).isDirectory()) {
    refuse({
      reason:
        existing === out
          ? `The output folder ${out} is an existing file; building there would replace it with the site`
          : `The output folder ${out} lies under ${existing}, which is a file`,
      file: existing,
      hint: 'choose a folder of its own for --out, e.g. "build"',
    });
  }

  const root = realPath(context.root);
  if (isInside(root, out)) {
    refuse({
      reason: `The output folder ${out} contains the project at ${root}; building there would delete it`,
      ...(context.rootPlace ?? {}),
      hint: 'choose a folder of its own for --out, e.g. "build"',
    });
  }
  for (const source of context.sources) {
    const real = realPath(source.path);
    const around = isInside(real, out);
    if (!around && !isInside(out, real)) continue;
    refuse({
      reason: around
        ? `The output folder ${out} contains ${source.label} at ${real}; building there would delete it`
        : `The output folder ${out} lies inside ${source.label} at ${real}; the build would write into its own sources`,
      ...(source.place ?? {}),
      hint: 'choose a folder of its own for --out, outside the sources, e.g. "build"',
    });
  }

  if (existing === out && !isBuildFolder(out)) {
    refuse({
      reason: `The output folder ${out} is not empty and holds no previous build (no ${BUILD_MARKER} file); building there would delete what it holds`,
      file: out,
      hint: 'choose an empty or new folder for --out, or empty this one yourself if its files can go',
    });
  }
}

/**
 * True for an empty folder, a build (it has the marker), or a build from before the marker
 * existed (its `404.html`, `sitemap.xml` and `assets/` are what only a build writes together).
 */
export function isBuildFolder(dir: string): boolean {
  const names = readdirSync(dir);
  if (names.length === 0 || names.includes(BUILD_MARKER)) return true;
  return ['404.html', 'sitemap.xml', 'assets'].every((name) => names.includes(name));
}

/** The real path of `p`, resolving links in its existing part (the rest may not exist yet). */
function realPath(p: string): string {
  let existing = p;
  while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  try {
    return path.join(realpathSync(existing), path.relative(existing, p));
  } catch {
    return p;
  }
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
