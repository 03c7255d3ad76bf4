import { existsSync } from 'node:fs';
import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  STATIC_FILE_NAME,
  STATIC_ROUTE_COLLISION,
  STATIC_SYMLINK_DANGLING,
  STATIC_SYMLINK_FORBIDDEN,
  STATIC_SYMLINK_OUTSIDE,
  type Diagnostic,
} from '@accounts-docs/diagnostics';
import { BUILD_MARKER, SIBLING_CLAIM } from './output-recovery.ts';

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
  /**
   * Folders no link may lead into: the output folder (its `.tmp-`/`.old-` siblings too), whose
   * build would otherwise be published into the next one, and the build cache.
   */
  exclude?: string[];
}

/** Version-control folders: never published, however reached. */
const VCS_FOLDERS = new Set(['.git', '.hg', '.svn', '.bzr', 'CVS']);

/**
 * Lists the static folder's files. Symbolic links are never copied as links: a link to a file
 * or folder inside the project gives its contents, a link out of the project is an error (a
 * build must not publish `/etc/passwd` because a pull request added a link), and a dangling
 * link or a loop is a warning and skipped. A link that leads to a dot file or folder (`.env`,
 * `.git/config`, with credentials in its remote URLs), into the output folder or the cache is an
 * error; inside a folder reached through a link, dot files are skipped with a warning (only a
 * dot file put in the static folder itself, like `.nojekyll`, is published: that is the opt-in).
 * Version-control folders are never published. A name that cannot be a URL path (a backslash,
 * a control character) is an error at the file.
 */
export async function listStaticFiles(
  options: StaticFilesOptions,
): Promise<{ files: StaticFile[]; diagnostics: Diagnostic[] }> {
  const files: StaticFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const realDir = await realpath(options.dir);
  const realRoot = await realpath(options.root).catch(() => path.resolve(options.root));
  const allowed = [realRoot, realDir];
  const inside = (target: string) => allowed.some((base) => isInside(target, base));
  const excluded = await Promise.all(
    (options.exclude ?? []).map(async (dir) => {
      const parent = await realpath(path.dirname(dir)).catch(() => path.dirname(path.resolve(dir)));
      return path.join(parent, path.basename(dir));
    }),
  );
  /** Why a link's target may not be published, if it may not. */
  const forbidden = (target: string): string | undefined => {
    for (const dir of excluded) {
      // The folder itself, or a build's sibling of it (`build.tmp-…`, `build.old-…`).
      if (
        isInside(target, dir) ||
        (path.dirname(target) === path.dirname(dir) &&
          path.basename(target).startsWith(`${path.basename(dir)}.`))
      )
        return `into ${path.basename(dir)}, which the build writes (the output folder or the cache)`;
    }
    const base = isInside(target, realDir) ? realDir : realRoot;
    const dotted = path
      .relative(base, target)
      .split(path.sep)
      .find((segment) => segment.startsWith('.') || VCS_FOLDERS.has(segment));
    return dotted === undefined
      ? undefined
      : `to ${dotted}, a dot file or folder (it may hold secrets: .env, .git/config)`;
  };

  const walk = async (
    dir: string,
    outPrefix: string,
    originDir: string,
    chain: Set<string>,
    linked: boolean,
  ): Promise<void> => {
    const entries: Dirent[] = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const outPath = outPrefix ? `${outPrefix}/${entry.name}` : entry.name;
      const origin = path.join(originDir, entry.name);
      const full = path.join(dir, entry.name);
      if (outPath === BUILD_MARKER || outPath === SIBLING_CLAIM) continue;
      if (VCS_FOLDERS.has(entry.name) || (linked && entry.name.startsWith('.'))) {
        diagnostics.push({
          severity: 'warning',
          ruleId: STATIC_SYMLINK_FORBIDDEN,
          reason: `${origin} is ${VCS_FOLDERS.has(entry.name) ? 'a version-control folder' : 'a dot file reached through a symbolic link'}; it is not published`,
          file: origin,
          hint: 'to publish a dot file, put the file itself (not a link to its folder) in the static folder',
        });
        continue;
      }
      // eslint-disable-next-line no-control-regex
      if (/[\\\u0000-\u001f\u007f]/.test(entry.name)) {
        diagnostics.push({
          severity: 'error',
          ruleId: STATIC_FILE_NAME,
          reason: `The static file ${origin} has a name that cannot be a URL path (a backslash or a control character)`,
          file: origin,
          hint: 'rename the file',
        });
        continue;
      }
      if (entry.isDirectory()) {
        await walk(full, outPath, origin, chain, linked);
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
        } else if (forbidden(target)) {
          diagnostics.push({
            severity: 'error',
            ruleId: STATIC_SYMLINK_FORBIDDEN,
            reason: `The symbolic link ${origin} leads ${forbidden(target)}; it is not published`,
            file: origin,
            hint: 'remove the link; copy in the files the site should serve',
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
            await walk(target, outPath, origin, new Set([...chain, target]), true);
          }
        }
      }
      // Sockets, FIFOs and devices are not files a site can serve: skipped.
    }
  };
  await walk(options.dir, '', options.dir, new Set([realDir]), false);
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
  exclude: string[] = [],
): Promise<{ files: StaticFile[]; diagnostics: Diagnostic[] }> {
  if (!dir || !existsSync(dir)) return { files: [], diagnostics: [] };
  return listStaticFiles({ dir, root, exclude });
}

/**
 * Whether `copy` is still the copy of `source` a build made: the same size and modification
 * time (copies take their original's times), rsync's quick check. In place only, where the
 * previous build's copies are this process's own.
 */
export async function sameCopy(source: string, copy: string): Promise<boolean> {
  const [original, copied] = await Promise.all([stat(source), stat(copy).catch(() => undefined)]);
  return (
    copied !== undefined &&
    copied.isFile() &&
    copied.size === original.size &&
    // Within a millisecond: the times go through floating-point seconds (rsync's --modify-window).
    Math.abs(copied.mtimeMs - original.mtimeMs) < 1
  );
}
