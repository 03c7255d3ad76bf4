import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Where a bundled config is written to be evaluated (`evaluate-config.ts`), and the files of
// killed builds removed.

/** Where bundled configs are evaluated: inside the project's node_modules, so bare imports resolve. */
export function evaluationDir(configFile: string): string {
  return path.join(path.dirname(configFile), 'node_modules', '.cache', 'accounts-docs', 'config');
}

/** The file a bundled config is written to before it is imported. */
export function evaluationFile(configFile: string): string {
  const name = `${path.basename(configFile)}.${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.mjs`;
  return path.join(evaluationDir(configFile), name);
}

/** Writes the bundle where it is imported from; false when that folder cannot be written. */
export async function writeEvaluationFile(file: string, code: string): Promise<boolean> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await removeStale(path.dirname(file));
    await writeFile(file, code);
    return true;
  } catch {
    await rm(file, { force: true }).catch(() => undefined);
    return false;
  }
}

/** Evaluation files of builds that were killed before they could remove theirs (older than a minute). */
async function removeStale(dir: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(dir).catch(() => [])) {
    if (!name.endsWith('.mjs')) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > 60_000) await rm(file, { force: true });
  }
}
