import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import {
  DiagnosticError,
  MDX_IMPORT,
  REACT_PAGE_EVALUATION,
  type Diagnostic,
} from '@accounts-docs/diagnostics';
import { bundleReactSources, type BundleOptions } from './bundle-react.ts';
import type { ClientModule } from './client-modules.ts';
import { enableSourceMaps, errorPlace } from './error-place.ts';
import { installRuntime } from './react-site.ts';

/** A compiled MDX page of the content: its source file and its module (`CompiledMarkdown.mdx`). */
export interface MdxPageSource {
  file: string;
  module: string;
}

/** A compiled MDX page's content component: the renderer gives it the markdown elements it draws. */
export type MdxContent = ComponentType<{ components?: Record<string, unknown> }>;

/** Compiled MDX pages, bundled and loaded: what the renderer puts in their pages. */
export interface LoadedMdx {
  /** Each page's content component (the MDX content in its components' provider), by source file. */
  components: Map<string, MdxContent>;
  /** Hash of the bundles: a page's HTML changes when a component it imports does. */
  key: string;
  /** Modules the pages reach whose components need the browser: islands. */
  clientModules: ClientModule[];
  /** Files the pages import (images), by their path in the output. */
  assets: Map<string, Uint8Array>;
  /** CSS the pages import (CSS modules of their components), all together. */
  css: Uint8Array | undefined;
}

/**
 * Bundles the compiled MDX pages with esbuild as React pages are bundled (the site's
 * components, `@theme/*` and `@docusaurus/*` from the same surface, images and SVGs, CSS
 * modules, islands), the partials they import compiled by `compilePartial`, and loads them.
 * Every problem (an import that does not resolve, a partial that does not compile, a module
 * that throws while loading) is thrown at the place in the MDX source it comes from.
 */
export async function loadCompiledMdx(
  pages: readonly MdxPageSource[],
  options: Omit<BundleOptions, 'mdx'> & { compilePartial: (file: string) => Promise<string> },
): Promise<LoadedMdx> {
  const bundled = await bundleReactSources(
    pages.map((page) => page.file),
    {
      ...options,
      mdx: { pages: new Map(pages.map((page) => [page.file, page.module])), compile: options.compilePartial },
    },
  );
  if (bundled.diagnostics.length > 0)
    throw new DiagnosticError(bundled.diagnostics.map((d) => inMdxSource(d, pages)));
  enableSourceMaps();
  installRuntime();
  const components: LoadedMdx['components'] = new Map();
  const errors: Diagnostic[] = [];
  const hash = createHash('sha256');
  const css: Uint8Array[] = [];
  for (const page of pages) {
    const module = bundled.modules.get(page.file)!;
    hash.update(path.basename(module.js)).update('\0');
    if (module.css) {
      css.push(module.css);
      hash.update(module.css);
    }
    try {
      const exports = (await import(pathToFileURL(module.js).href)) as { default: ComponentType };
      components.set(page.file, exports.default);
    } catch (error) {
      errors.push({
        severity: 'error',
        ruleId: REACT_PAGE_EVALUATION,
        reason: `${path.relative(options.root, page.file)} threw while loading: ${error instanceof Error ? error.message : String(error)}`,
        ...errorPlace(error, page.file),
        hint: 'fix the code that runs when the page is imported (its `export`s and the modules it imports)',
      });
    }
  }
  if (errors.length > 0) throw new DiagnosticError(errors);
  return {
    components,
    key: hash.digest('hex').slice(0, 16),
    clientModules: bundled.clientModules,
    assets: bundled.assets,
    css: css.length > 0 ? Buffer.concat(css) : undefined,
  };
}

/**
 * A bundle problem in a page's compiled module is about one of its `import`s (esbuild reports
 * the generated line): placed at that import in the MDX source, found by its specifier.
 */
function inMdxSource(diagnostic: Diagnostic, pages: readonly MdxPageSource[]): Diagnostic {
  const page = pages.find((p) => p.file === diagnostic.file);
  if (!page || !diagnostic.lineText) return diagnostic;
  const specifier = /(['"])([^'"]+)\1/.exec(
    diagnostic.lineText.slice(Math.max(0, (diagnostic.column ?? 1) - 2)),
  )?.[2];
  let source: string;
  try {
    source = readFileSync(page.file, 'utf8');
  } catch {
    return diagnostic;
  }
  const lines = source.split(/\r?\n/);
  for (let i = 0; specifier && i < lines.length; i++) {
    const line = lines[i]!;
    const at = Math.max(line.indexOf(`'${specifier}'`), line.indexOf(`"${specifier}"`));
    if (at < 0 || !/^\s*(?:import|export)\b/.test(line)) continue;
    // "No matching export in … for import "X"": at X, which the module does not export.
    const name = /for import "([^"]+)"$/.exec(diagnostic.reason)?.[1];
    const named = name ? new RegExp(`\\b${name.replace(/[$]/g, '\\$&')}\\b`).exec(line) : null;
    if (named && named.index < at)
      return {
        ...diagnostic,
        ruleId: MDX_IMPORT,
        line: i + 1,
        column: named.index + 1,
        lineText: line,
        hint: `\`${specifier}\` has no export \`${name}\`: import one it has, or export it there`,
      };
    return { ...diagnostic, line: i + 1, column: at + 1, lineText: line };
  }
  return diagnostic;
}
