import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bytesHash } from '@accounts-docs/cache';
import type { Plugin } from 'esbuild';
import { CSS_URL_MISSING } from '@accounts-docs/diagnostics';

/**
 * Files a stylesheet or a component imports (images, fonts, media, PDFs), copied to the output
 * as `assets/files/<name>-<hash>.<ext>` (Docusaurus: `assets/images/[name]-[contenthash]`) and
 * linked by that URL. The name depends on the bytes only, so the server's bundle and the
 * browser's name a file alike, and both may add it.
 */
export class ImportedFiles {
  readonly files = new Map<string, Uint8Array>();

  constructor(private readonly baseUrl: string) {}

  /** The URL of `file` in the output (the file is added to `files`). */
  urlOf(file: string): string {
    const contents = readFileSync(file);
    const ext = path.extname(file);
    const hash = bytesHash(contents, 10);
    const name = path.basename(file, ext).replace(/[^\w.-]+/g, '-');
    const at = `assets/files/${name}-${hash}${ext.toLowerCase()}`;
    this.files.set(at, contents);
    return this.baseUrl + at;
  }
}

/** The extensions of the files components and stylesheets may import. */
export const IMPORTED_FILE = /\.(?:png|jpe?g|gif|webp|avif|ico|bmp|svg|woff2?|ttf|otf|eot|mp4|webm|mp3|wav|pdf)$/i;

export interface CssUrlOptions {
  /** The static folder, copied to the output root. */
  staticDir: string | undefined;
  /** The site's folder (Docusaurus looks there next). */
  siteDir: string;
  baseUrl: string;
}

/**
 * `url()` in CSS, as Docusaurus resolves it: `url(@site/…)` a file of the site (its alias), copied;
 * `url(/img/x.png)` by webpack's `resolve.roots` (the
 * static folders, then the site's folder; packages/docusaurus/src/webpack/base.ts) — a file of
 * the static folder is linked where its copy lands (base URL added), a file of the site is
 * copied like a relative one; `url(./x.png)` is copied (`files`). Anything else is an error at
 * the `url()`. A path that leaves its folder (`/../x`) names nothing. URLs (`https:`, `data:`,
 * `//host`, `#id`) stay as written.
 */
export function cssUrlPlugin(options: CssUrlOptions, files: ImportedFiles): Plugin {
  return {
    name: 'accounts-docs-css-urls',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'url-token' || args.pluginData === 'nested') return undefined;
        const url = args.path;
        if (/^(?:[a-z][\w+.-]*:|\/\/|#)/i.test(url)) return { path: url, external: true };
        const relative = decodeURIComponent(url.replace(/[?#].*$/, ''));
        // `url(@site/static/img/x.png)`: the site's folder, by Docusaurus's webpack alias.
        if (relative.startsWith('@site/')) {
          const rest = relative.slice('@site/'.length);
          const file = path.resolve(options.siteDir, rest);
          if (rest.split('/').includes('..') || !file.startsWith(path.resolve(options.siteDir) + path.sep))
            return missing(`url(${url}) leaves the site's folder`, 'a url(@site/…) names a file of the site: remove the `..`');
          if (!existsSync(file))
            return missing(`url(${url}) names no file of the site`, `put the file at ${rest}, or fix the path`);
          return { path: files.urlOf(file), external: true };
        }
        if (url.startsWith('/')) {
          if (relative.split('/').includes('..'))
            return missing(`url(${url}) leaves the static folder`, 'a url(/…) names a file of the static folder: remove the `..`');
          const inside = (dir: string | undefined) => {
            if (!dir) return undefined;
            const file = path.resolve(dir, relative.slice(1));
            return file.startsWith(path.resolve(dir) + path.sep) && existsSync(file) ? file : undefined;
          };
          if (inside(options.staticDir)) return { path: options.baseUrl + url.slice(1), external: true };
          const own = inside(options.siteDir);
          if (own) return { path: files.urlOf(own), external: true };
          return missing(`url(${url}) names no file of the static folder`, `put the file at ${path.posix.join('static', relative)}, or fix the path`);
        }
        const resolved = await b.resolve(relative.startsWith('.') ? relative : `./${relative}`, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'nested',
        });
        if (resolved.errors.length > 0 || !resolved.path)
          return missing(`url(${url}) names no file next to this stylesheet`, 'fix the path, relative to the stylesheet');
        return { path: files.urlOf(resolved.path), external: true };
      });
    },
  };
}

function missing(text: string, hint: string) {
  return { errors: [{ text, detail: { ruleId: CSS_URL_MISSING, hint } }] };
}
