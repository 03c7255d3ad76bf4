import { existsSync } from 'node:fs';
import path from 'node:path';
import { DiagnosticError, OUTPUT_WRITE } from '@accounts-docs/diagnostics';

/**
 * A failed write of the output said as what the user can do about it, placed at the output
 * folder (or the nearest folder of its path that exists: the new folder beside it is removed
 * once the build fails). `file` is what was being written, inside the output. The previous
 * output is whole whatever failed.
 */
export function writeFailure(error: unknown, outDir: string, file?: string): unknown {
  if (error instanceof DiagnosticError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const at = file ? `${file} in ${outDir}` : outDir;
  const reasons: Record<string, [string, string]> = {
    ENOSPC: [`The disk is full: ${at} could not be written`, 'free space on the disk of the output folder, or choose --out on another disk'],
    EDQUOT: [`The disk quota is used up: ${at} could not be written`, 'free space in your quota, or choose --out on another disk'],
    EROFS: [`${at} is on a read-only file system`, 'choose --out on a writable disk'],
    EACCES: [`Not allowed to write ${at} (its folder's permissions)`, 'give yourself write permission on the folder, or choose another --out'],
    EPERM: [`Not allowed to change ${at} (permissions, or a file or folder marked immutable)`, 'check its permissions and attributes (lsattr; chattr -i), or choose another --out'],
    EMFILE: [`Too many open files while writing ${at}`, 'raise the limit of open files (ulimit -n) and build again'],
  };
  const [reason, hint] = reasons[code ?? ''] ?? [
    `${at} could not be written: ${(error as Error | undefined)?.message ?? String(error)}`,
    'check the output folder and build again',
  ];
  return new DiagnosticError(
    [{ severity: 'error', ruleId: OUTPUT_WRITE, reason, file: nearestExisting(outDir), hint: `${hint}; the previous output was left as it was` }],
    { cause: error },
  );
}

function nearestExisting(p: string): string {
  let current = path.resolve(p);
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}
