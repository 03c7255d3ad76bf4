import { existsSync } from 'node:fs';
import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  STATIC_ROUTE_COLLISION,
  STATIC_SYMLINK_DANGLING,
  STATIC_SYMLINK_OUTSIDE,
  type Diagnostic,
} from '@accounts-docs/diagnostics';
import { BUILD_MARKER } from './output-recovery.ts';

/** One file of the static folder as the output gets it. */
export interface StaticFile {
  /** Path inside the output, `/` separators: `img/logo.svg`. */
  path: string;
  /** The file whose bytes are copied (a link's target, resolved). */
  source: string;
  /** Where it is in the static folder (the link itself for a link), for messages. */
  origin: string;
}

export interface StaticFilesOptions {
  /** The static folder. */
  dir: string;
  /** The project root: links may point anywhere inside it (or inside the static folder). */
  root: string;
}

/**
 * Lists the static folder's files. Symbolic links are never copied as links: a link to a file
 * or folder inside the project gives its contents, a link out of the project is an error (a
 * build must not publish `/etc/passwd` because a pull request added a link), and a dangling
 * link or a loop is a warning and skipped.
 */
export async function listStaticFiles(
  options: StaticFilesOptions,
): Promise<{ files: StaticFile[]; diagnostics: Diagnostic[] }> {
  const files: StaticFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const realDir = await realpath(options.dir);
  const allowed = [await realpath(options.root).catch(() => path.resolve(options.root)), realDir];
  const inside = (target: string) => allowed.some((base) => isInside(target, base));

  const walk = async (
    dir: string,
    outPrefix: string,
    originDir: string,
    chain: Set<string>,
  ): Promise<void> => {
    const entries: Dirent[] = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const outPath = outPrefix ? `${outPrefix}/${entry.name}` : entry.name;
      const origin = path.join(originDir, entry.name);
      const full = path.join(dir, entry.name);
      if (outPath === BUILD_MARKER) continue;
      if (entry.isDirectory()) {
        await walk(full, outPath, origin, chain);
      } else if (entry.isFile()) {
        files.push({ path: outPath, source: full, origin });
      } else if (entry.isSymbolicLink()) {
        const target = await realpath(full).catch((error: NodeJS.ErrnoException) => error);
        if (target instanceof Error) {
          diagnostics.push({
            severity: 'warning',
            ruleId: STATIC_SYMLINK_DANGLING,
            reason: `The symbolic link ${origin} leads nowhere (${target.code === 'ELOOP' ? 'it loops' : 'its target does not exist'}); it is not copied`,
            file: origin,
            hint: 'remove the link, or point it at a file inside the project',
          });
        } else if (!inside(target)) {
          diagnostics.push({
            severity: 'error',
            ruleId: STATIC_SYMLINK_OUTSIDE,
            reason: `The symbolic link ${origin} leads outside the project, to ${target}`,
            file: origin,
            hint: 'copy the file into the static folder instead of linking to it',
          });
        } else {
          const stats = await stat(target);
          if (stats.isFile()) files.push({ path: outPath, source: target, origin });
          else if (stats.isDirectory() && chain.has(target)) {
            diagnostics.push({
              severity: 'warning',
              ruleId: STATIC_SYMLINK_DANGLING,
              reason: `The symbolic link ${origin} leads to a folder that contains it (a loop); it is not copied`,
              file: origin,
              hint: 'remove the link',
            });
          } else if (stats.isDirectory()) {
            await walk(target, outPath, origin, new Set([...chain, target]));
          }
        }
      }
      // Sockets, FIFOs and devices are not files a site can serve: skipped.
    }
  };
  await walk(options.dir, '', options.dir, new Set([realDir]));
  return { files, diagnostics };
}

/**
 * A static file and a generated file that want the same place in the output: the same path
 * (one would silently replace the other), or a file where the other needs a folder
 * (`static/docs` beside the `docs/…` pages). Each is a route owned by both.
 */
export function staticCollisions(
  files: StaticFile[],
  generated: { path: string; route: string }[],
): Diagnostic[] {
  const byPath = new Map(generated.map((file) => [file.path, file]));
  const folders = new Map<string, { path: string; route: string }>();
  for (const file of generated) {
    const parts = file.path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      if (!folders.has(folder)) folders.set(folder, file);
    }
  }
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const parts = file.path.split('/');
    const ancestor = parts
      .slice(0, -1)
      .map((_, i) => parts.slice(0, i + 1).join('/'))
      .find((folder) => byPath.has(folder));
    const clash =
      byPath.get(file.path) ?? folders.get(file.path) ?? (ancestor ? byPath.get(ancestor) : undefined);
    if (!clash) continue;
    diagnostics.push({
      severity: 'error',
      ruleId: STATIC_ROUTE_COLLISION,
      reason: `The static file ${file.path} and the page ${clash.route} (${clash.path}) both claim /${file.path}`,
      file: file.origin,
      hint: 'rename or move the static file, or change the route of the page',
    });
  }
  return diagnostics;
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** The static folder's files (see listStaticFiles); none without a folder (a missing one is the content stage's error). */
export async function staticFolderFiles(
  dir: string | undefined,
  root: string,
): Promise<{ files: StaticFile[]; diagnostics: Diagnostic[] }> {
  if (!dir || !existsSync(dir)) return { files: [], diagnostics: [] };
  return listStaticFiles({ dir, root });
}
