import type { Highlighter } from '@accounts-docs/markdown';

/**
 * The highlighters of this thread, one for each code themes and languages. Shiki is meant to be
 * one instance (each holds a WebAssembly engine and its compiled grammars, and Shiki warns on
 * stderr at the tenth): a process that builds more than once (`serve --watch` after a config
 * edit, a program running the CLI's `run` again and again) made one a build and kept them all.
 * Languages load on demand, so a shared one highlights alike.
 */
const highlighters = new Map<string, Promise<Highlighter>>();

/** The thread's highlighter for `themes` with `langs` loaded first; made on the first call. */
export function sharedHighlighter(
  themes: { light: string; dark: string },
  langs: readonly string[],
): Promise<Highlighter> {
  const key = JSON.stringify([themes.light, themes.dark, langs]);
  let highlighter = highlighters.get(key);
  if (!highlighter) {
    highlighter = import('@accounts-docs/markdown').then(({ createCodeHighlighter }) =>
      createCodeHighlighter({ themes, langs: [...langs] }),
    );
    highlighters.set(key, highlighter);
    // A failed load (a language Shiki does not know) is tried again by the next build.
    highlighter.catch(() => highlighters.delete(key));
  }
  return highlighter;
}
