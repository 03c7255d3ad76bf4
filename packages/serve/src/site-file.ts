import { constants } from 'node:fs';
import { open, realpath, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { lookup } from 'mrmime';

/** A file of the site, opened: size and bytes are those of one version of the file. */
export interface SiteFile {
  handle: FileHandle;
  /** The real path that was opened. */
  path: string;
  size: number;
  mtimeMs: number;
  /** Inode and change time: with size and mtime, they tell one version of the file from another. */
  ino: number;
  ctimeMs: number;
  type: string;
}

/**
 * Finds the file a site path means (`/x` is `x`, `x.html` or `x/index.html`) and opens it.
 * A candidate whose real path leaves the site folder (a symbolic link out), a dot file (asked
 * for, or reached through a link), or anything but a regular file is skipped. It is opened
 * without blocking and checked on its handle: opening a FIFO for reading would otherwise wait
 * for a writer, holding one of the thread pool's four threads (every later request waited
 * behind a few of them). The folder itself is resolved on every call: a build may have swapped
 * in a new one, and during the swap it is briefly missing.
 */
export async function findSiteFile(dir: string, sitePath: string): Promise<SiteFile | undefined> {
  const root = await resolveRoot(dir);
  if (!root) return undefined;
  const rel = sitePath.replace(/^\/+/, '').replace(/\/+$/, '');
  if (rel.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const candidates = rel === '' ? ['index.html'] : [rel, `${rel}.html`, `${rel}/index.html`];
  for (const candidate of candidates) {
    const real = await realpath(path.join(root, candidate)).catch(() => undefined);
    if (!real || !isInside(real, root) || hasDotSegment(path.relative(root, real))) continue;
    const handle = await open(real, constants.O_RDONLY | constants.O_NONBLOCK).catch(() => undefined);
    if (!handle) continue;
    const stats = await handle.stat().catch(() => undefined);
    if (!stats?.isFile()) {
      await handle.close();
      continue;
    }
    const type = lookup(real) ?? 'application/octet-stream';
    return {
      handle,
      path: real,
      size: stats.size,
      mtimeMs: stats.mtimeMs,
      ino: stats.ino,
      ctimeMs: stats.ctimeMs,
      type: type.startsWith('text/') || type === 'application/javascript' ? `${type}; charset=utf-8` : type,
    };
  }
  return undefined;
}

/** The real path of the served folder, waiting out a build's swap (a few milliseconds) when it is missing. */
async function resolveRoot(dir: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const root = await realpath(dir).catch(() => undefined);
    if (root) return root;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return undefined;
}

function hasDotSegment(rel: string): boolean {
  return rel.split(path.sep).some((segment) => segment.startsWith('.'));
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}
