import { bytesHash } from '@accounts-docs/cache';

/** A file the output stage writes as-is. */
export interface AssetFile {
  /** Path inside the output folder, `/` separators. */
  path: string;
  contents: Uint8Array;
}

/** Each path once: the first file written there. */
export function dedupe(files: AssetFile[]): AssetFile[] {
  const seen = new Set<string>();
  return files.filter((file) => !seen.has(file.path) && seen.add(file.path));
}

/** A file named by the hash of its bytes: `stem.<hash>.ext`. */
export function hashed(stem: string, ext: string, contents: Uint8Array): AssetFile {
  const hash = bytesHash(contents, 10);
  return { path: `${stem}.${hash}.${ext}`, contents };
}
