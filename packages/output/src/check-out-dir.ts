import path from 'node:path';
import { DiagnosticError } from '@accounts-docs/diagnostics';

/**
 * Refuses an output folder that would swallow the project: the build replaces the folder
 * whole, so it must never be the project root, one of its parents, or hold the sources.
 */
export function checkOutDir(outDir: string, protectedPaths: { root: string; sources: string[] }): void {
  const out = path.resolve(outDir);
  const inside = (child: string, parent: string) => {
    const rel = path.relative(parent, child);
    return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
  };
  const clash = [protectedPaths.root, ...protectedPaths.sources].find((p) => inside(p, out));
  if (clash) {
    throw new DiagnosticError([
      {
        severity: 'error',
        ruleId: 'out-dir-unsafe',
        reason: `The output folder ${out} contains ${clash}; building there would delete it`,
        hint: 'choose a folder of its own for --out, e.g. "build"',
      },
    ]);
  }
}
