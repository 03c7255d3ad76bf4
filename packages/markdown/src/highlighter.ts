import type { HighlighterGeneric, ShikiTransformer } from 'shiki';
import { highlightTwoThemesInOneRun } from './two-theme-tokens.ts';

export type Highlighter = HighlighterGeneric<string, string>;

export interface HighlighterOptions {
  themes: { light: string; dark: string };
  langs?: string[];
}

/**
 * Creates a Shiki highlighter with the Oniguruma (WASM) engine: it costs ~30 ms to load but
 * matches TypeScript grammars about twice as fast as the JavaScript regex engine (a code-heavy
 * page: ~730 ms against ~1,450 ms, tokens identical), and matching dominates a cold build. Languages are loaded on demand by `ensureLanguages`.
 */
export async function createCodeHighlighter(options: HighlighterOptions): Promise<Highlighter> {
  const [{ createHighlighter }, { createOnigurumaEngine }, shikiCore, textmate] = await Promise.all([
    import('shiki'),
    import('shiki/engine/oniguruma'),
    import('shiki/core'),
    import('shiki/textmate'),
  ]);
  const highlighter = await createHighlighter({
    themes: [options.themes.light, options.themes.dark],
    langs: options.langs ?? [],
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  highlightTwoThemesInOneRun(highlighter as unknown as Highlighter, shikiCore, textmate);
  return highlighter as unknown as Highlighter;
}

/** Loads the languages a page uses; returns those Shiki does not know. */
export async function ensureLanguages(
  highlighter: Highlighter,
  langs: Iterable<string>,
): Promise<Set<string>> {
  const { bundledLanguages } = await import('shiki');
  const loaded = new Set(highlighter.getLoadedLanguages());
  const unknown = new Set<string>();
  const toLoad: string[] = [];
  for (const lang of langs) {
    if (loaded.has(lang) || PLAIN.has(lang)) continue;
    // Own keys only: `constructor` or `toString` is no language, whatever the object inherits.
    if (Object.hasOwn(bundledLanguages, lang)) toLoad.push(lang);
    else unknown.add(lang);
  }
  if (toLoad.length > 0) await highlighter.loadLanguage(...(toLoad as never[]));
  return unknown;
}

export const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', '']);

/** Adds `highlighted` to the lines listed in a `{1,3-5}` meta range. */
export function highlightLines(lines: { has(line: number): boolean }): ShikiTransformer {
  return {
    name: 'accounts-docs:highlight-lines',
    line(node, line) {
      if (lines.has(line)) this.addClassToHast(node, 'highlighted');
    },
  };
}
