import type { Root } from 'hast';
import type { CodeToHastOptions } from 'shiki';
import type { Highlighter } from './highlighter.ts';
import type { LineResult } from './line-memo.ts';
import {
  ThemePair,
  themeTokens,
  type Grammar,
  type TextmateTheme,
  type ThemeProvider,
} from './theme-pair.ts';

/**
 * Highlighting with a light and a dark theme matches each line's grammar once instead of once
 * per theme. Shiki tokenizes the code for every theme and aligns the two token lists; the
 * regular-expression matching is the same both times, only the colours looked up differ. Here
 * the grammar runs once with a theme provider that resolves both themes for every scope and
 * hands the grammar one id per pair of styles. Each theme's tokens are then read from that one
 * result, split and merged exactly where that theme's own run would split and merge them, and
 * Shiki's own `codeToHast` builds the tree from them: the output is the same, byte for byte.
 */

type Primitive = Record<string, unknown> & {
  getLanguage(name: string): Grammar;
  getTheme(name: string): unknown;
  setTheme(name: string): { colorMap: string[] };
};
type CodeToHast = (primitive: Primitive, code: string, options: CodeToHastOptions) => Root;

/**
 * Makes `highlighter.codeToHast` run the grammar once when it is given two themes (a light and
 * a dark one); anything else (one theme, three, too many style pairs) takes Shiki's own path.
 */
export function highlightTwoThemesInOneRun(
  highlighter: Highlighter,
  shikiCore: { codeToHast: unknown },
  textmate: { Theme: { createFromRawTheme(raw: unknown): unknown } },
): void {
  const primitive = (highlighter as unknown as { getInternalContext(): Primitive }).getInternalContext();
  const codeToHast = shikiCore.codeToHast as CodeToHast;
  const shikis = highlighter.codeToHast.bind(highlighter);
  const pairs = new Map<string, ThemePair | undefined>();

  function themePair(names: string[]): ThemePair | undefined {
    const key = names.join('\0');
    if (pairs.has(key)) return pairs.get(key);
    // Our own copies of the themes: their colour ids must be those Shiki's registry uses.
    const themes = names.map(
      (name) => textmate.Theme.createFromRawTheme(primitive.getTheme(name)) as TextmateTheme,
    );
    const sameIds = names.every(
      (name, i) => primitive.setTheme(name).colorMap.join() === themes[i]!.getColorMap().join(),
    );
    const pair = sameIds ? new ThemePair(themes[0]!, themes[1]!) : undefined;
    pairs.set(key, pair);
    return pair;
  }

  highlighter.codeToHast = (code, options) => {
    // Shiki runs the themes in the order of the object's keys: the pair is made in that order.
    const names = 'themes' in options ? Object.values(options.themes) : [];
    if (names.length !== 2 || !names.every((name) => typeof name === 'string')) return shikis(code, options);
    try {
      const pair = themePair(names as string[]);
      if (!pair || pair.full) return shikis(code, options);
      return codeToHast(sharedRunPrimitive(primitive, pair), code, options);
    } catch {
      // Too many style pairs, or a Shiki whose insides changed: its own path (which throws
      // again if the error was the code's or the options').
      return shikis(code, options);
    }
  };
}

/** The provider a hooked grammar uses while it runs for both themes; otherwise its own. */
let activeProvider: ThemeProvider | undefined;
const hooked = new WeakSet<Grammar>();

/**
 * vscode-textmate's grammar reads its theme through a `themeProvider` getter (the registry, so
 * the current theme); an own getter on the instance answers the pair while a paired run lasts.
 */
function hookThemeProvider(grammar: Grammar): void {
  if (hooked.has(grammar)) return;
  let proto: object | null = Object.getPrototypeOf(grammar);
  let inherited: PropertyDescriptor | undefined;
  while (proto && !(inherited = Object.getOwnPropertyDescriptor(proto, 'themeProvider')))
    proto = Object.getPrototypeOf(proto);
  const own = inherited?.get;
  if (!own) throw new Error('vscode-textmate grammar without a themeProvider getter');
  Object.defineProperty(grammar, 'themeProvider', {
    configurable: true,
    get(this: Grammar) {
      return activeProvider ?? (own.call(this) as ThemeProvider);
    },
  });
  hooked.add(grammar);
}

/**
 * A primitive whose grammar runs for real on the first theme's pass (with both themes'
 * styles) and replays those lines on the second theme's pass.
 */
function sharedRunPrimitive(primitive: Primitive, pair: ThemePair): Primitive {
  let pass = -1;
  const lines: LineResult[] = [];
  return {
    ...primitive,
    getLanguage(name: string): Grammar {
      const grammar = primitive.getLanguage(name);
      const theme = ++pass;
      if (theme > 1) throw new Error('Shiki asked for a third theme pass');
      let line = 0;
      return {
        name: grammar.name,
        get themeProvider() {
          return grammar.themeProvider;
        },
        tokenizeLine2(text, state, timeLimit) {
          let result: LineResult;
          if (theme === 0) {
            result = pair.memoOf(grammar).line(text, state, () => {
              hookThemeProvider(grammar);
              activeProvider = pair;
              try {
                return grammar.tokenizeLine2(text, state, timeLimit);
              } finally {
                activeProvider = undefined;
              }
            });
            lines.push(result);
          } else {
            result = lines[line++]!;
            if (!result) throw new Error('Shiki asked for more lines on its second pass');
          }
          return { ...result, tokens: themeTokens(result.tokens, pair.styles[theme]!) };
        },
      };
    },
  };
}
