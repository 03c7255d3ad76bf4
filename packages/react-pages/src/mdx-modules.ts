import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import { PARTIAL_LINK_FILE } from '@accounts-docs/routes';

/** The compiled MDX pages of a bundle, and how an `.md` / `.mdx` file they import is compiled. */
export interface MdxBundleInput {
  /** The compiled module of each page (`CompiledMarkdown.mdx`), by its source file. */
  pages: ReadonlyMap<string, string>;
  /** Compiles an imported markdown file (a partial) into its module, or throws a DiagnosticError. */
  compile: (file: string) => Promise<string>;
}

/** The module MDX's `providerImportSource` names: the components a page's content and its partials share. */
export const MDX_PROVIDER = 'accounts-docs-mdx-provider';
const PAGE = 'accounts-docs-mdx-page';
const CODE = 'accounts-docs-mdx-code';
const RAW = 'accounts-docs-raw';
const PROVIDER = 'accounts-docs-mdx';
/** The prop of a compiled page's highlighted `<code>` (markdown's `COMPILED_CODE_HTML`). */
const COMPILED_CODE_HTML = 'data-accounts-docs-html';
const NAMESPACED = new RegExp(`^(?:${PAGE}|${CODE}|${RAW}):`);

/** A bundle input's or message's path without the namespace this plugin gives it. */
export function withoutMdxNamespace(file: string): string {
  return file.replace(NAMESPACED, '');
}

/**
 * The theme components Docusaurus's `MDXComponents` gives every MDX page without an import
 * (`@theme/MDXComponents`): `<Details>`, `<details>`, `<Admonition>`… Elements of markdown
 * (`code`, `a`, `img`) come from the renderer, which knows the page's links.
 */
const DEFAULT_COMPONENTS: Readonly<Record<string, string>> = {
  Details: '@theme/Details',
  details: '@theme/Details',
  Admonition: '@theme/Admonition',
  CodeBlock: '@theme/CodeBlock',
  Tabs: '@theme/Tabs',
  TabItem: '@theme/TabItem',
};

/**
 * Serves compiled MDX to esbuild: each page's entry (its content in a provider of the default
 * components and the renderer's), the page's module, partials (`import P from './_p.mdx'`,
 * compiled like a page, bundled once however often imported), `!!raw-loader!./file` (the
 * file's text, as webpack's raw-loader gives it to Docusaurus sites' `CodeBlock`s) and the
 * provider module MDX's output imports its components from.
 */
export function mdxModulesPlugin(input: MdxBundleInput): Plugin {
  return {
    name: 'accounts-docs-mdx',
    setup(b) {
      b.onResolve({ filter: /\.mdx?$/ }, (args) =>
        args.kind === 'entry-point' && input.pages.has(args.path)
          ? { path: args.path, namespace: PAGE }
          : undefined,
      );
      b.onResolve({ filter: /\?accounts-docs-mdx$/ }, (args) => ({
        path: args.path.slice(0, -'?accounts-docs-mdx'.length),
        namespace: CODE,
      }));
      b.onResolve({ filter: new RegExp(`^${MDX_PROVIDER}$`) }, () => ({
        path: MDX_PROVIDER,
        namespace: PROVIDER,
      }));
      b.onResolve({ filter: /^!!raw-loader!/ }, async (args) => {
        const request = args.path.slice('!!raw-loader!'.length);
        if (request.startsWith('.') || path.isAbsolute(request))
          return { path: path.resolve(args.resolveDir, request), namespace: RAW };
        // `@site/…` and a package's file, resolved as any import of the page is (webpack's loader
        // prefix aside): `!!raw-loader!@site/.sequelize/v7/…/define.ts`.
        const resolved = await b.resolve(request, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
        });
        return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path, namespace: RAW };
      });
      b.onLoad({ filter: /.*/, namespace: PAGE }, (args) => {
        const names = Object.keys(DEFAULT_COMPONENTS);
        return {
          loader: 'js',
          resolveDir: path.dirname(args.path),
          contents: [
            `import { jsx } from 'react/jsx-runtime';`,
            `import { MdxComponents } from ${JSON.stringify(MDX_PROVIDER)};`,
            `import Content, * as page from ${JSON.stringify(`${args.path}?accounts-docs-mdx`)};`,
            ...names.map((name, i) => `import C${i} from ${JSON.stringify(DEFAULT_COMPONENTS[name])};`),
            `const defaults = { ${names.map((name, i) => `${JSON.stringify(name)}: C${i}`).join(', ')} };`,
            `export const exports = page;`,
            `export default function MdxPage({ components }) {`,
            `  return jsx(MdxComponents.Provider, { value: { ...defaults, ...components }, children: jsx(Content, {}) });`,
            `}`,
          ].join('\n'),
        };
      });
      // Read as TypeScript, which drops an import none of whose names is used: webpack only
      // warns of a missing export, so a Docusaurus site builds with a stale unused import
      // (moon's `import { BUILT_IN_TOOLS } from '@site/src/data/proto-tools'`), where esbuild's
      // JavaScript loader stops on it. MDX's output is JavaScript, which TypeScript reads as it is.
      //
      // An unused import is dropped, but its module must still be there: webpack resolves every
      // import, and a missing module fails a Docusaurus build.
      b.onLoad({ filter: /.*/, namespace: CODE }, async (args) => {
        const contents = input.pages.get(args.path) ?? '';
        const resolveDir = path.dirname(args.path);
        const errors = [];
        for (const { specifier, line, column, lineText } of importSpecifiers(contents)) {
          const resolved = await b.resolve(specifier, {
            resolveDir,
            importer: args.path,
            kind: 'import-statement',
          });
          if (resolved.errors.length > 0)
            errors.push({
              text: `Could not resolve "${specifier}"`,
              location: {
                file: args.path,
                namespace: CODE,
                line,
                column,
                lineText,
              },
            });
        }
        if (errors.length > 0) return { errors };
        return { loader: 'ts', resolveDir, contents };
      });
      // A partial: an `.md` / `.mdx` file another page imports.
      b.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        try {
          return {
            loader: 'js',
            resolveDir: path.dirname(args.path),
            contents: await input.compile(args.path),
          };
        } catch (error) {
          const diagnostics = (error as { diagnostics?: Diagnostic[] }).diagnostics;
          if (!diagnostics) throw error;
          // The partial's own problems, at their places in it.
          return {
            errors: diagnostics.map((d) => ({
              text: d.reason,
              ...(d.file
                ? {
                    location: {
                      file: d.file,
                      line: d.line ?? 1,
                      column: (d.column ?? 1) - 1,
                      lineText: d.lineText ?? '',
                    },
                  }
                : {}),
              detail: { ruleId: d.ruleId, hint: d.hint },
            })),
          };
        }
      });
      b.onLoad({ filter: /.*/, namespace: RAW }, (args) => {
        try {
          return {
            loader: 'js',
            contents: `export default ${JSON.stringify(readFileSync(args.path, 'utf8'))};`,
            watchFiles: [args.path],
          };
        } catch {
          return { errors: [{ text: `Could not read ${args.path} for raw-loader` }] };
        }
      });
      b.onLoad({ filter: /.*/, namespace: PROVIDER }, () => ({
        loader: 'js',
        // Outside a compiled page (a React page importing a \`.md\` file), highlighted code is
        // still written as the HTML its block holds.
        contents: `import { createContext, createElement, useContext } from 'react';
const HTML = ${JSON.stringify(COMPILED_CODE_HTML)};
const FROM = ${JSON.stringify(PARTIAL_LINK_FILE)};
function code({ [HTML]: html, ...props }) {
  return typeof html === 'string' ? createElement('code', { ...props, dangerouslySetInnerHTML: { __html: html } }) : createElement('code', props);
}
// A partial's \`.md\` link names its file for the compiled page's renderer: not for the HTML.
function a({ [FROM]: from, ...props }) {
  return createElement('a', props);
}
export const MdxComponents = createContext({ code, a });
export function useMDXComponents() { return useContext(MdxComponents); }`,
      }));
    },
  };
}

/** The module specifiers of a compiled MDX module's top-level imports, with their places in it (line 1-based, column 0-based). */
function importSpecifiers(
  code: string,
): { specifier: string; line: number; column: number; lineText: string }[] {
  const found: { specifier: string; line: number; column: number; lineText: string }[] = [];
  const lines = code.split('\n');
  lines.forEach((text, i) => {
    const match = /^import\s(?:[^'"]*?\sfrom\s*)?(["'])([^"']+)\1/.exec(text);
    if (match)
      found.push({
        specifier: match[2]!,
        line: i + 1,
        column: match.index + match[0].length - match[2]!.length - 2,
        lineText: text,
      });
  });
  return found;
}
