import type { Root } from 'hast';
import type { CodeToHastOptions } from 'shiki';
import type { Highlighter } from './highlighter.ts';
import { LineMemo, type LineResult } from './line-memo.ts';

/**
 * Highlighting with a light and a dark theme matches each line's grammar once instead of once
 * per theme. Shiki tokenizes the code for every theme and aligns the two token lists; the
 * regular-expression matching is the same both times, only the colours looked up differ. Here
 * the grammar runs once with a theme provider that resolves both themes for every scope and
 * hands the grammar one id per pair of styles. Each theme's tokens are then read from that one
 * result, split and merged exactly where that theme's own run would split and merge them, and
 * Shiki's own `codeToHast` builds the tree from them: the output is the same, byte for byte.
 */

/** vscode-textmate's view of a theme's style for a scope (ids index the theme's colour map). */
interface StyleAttributes {
  fontStyle: number;
  foregroundId: number;
  backgroundId: number;
}
interface ScopeStack {
  parent: ScopeStack | null;
  scopeName: string;
}
interface ThemeProvider {
  themeMatch(scopePath: ScopeStack): StyleAttributes | null;
  getDefaults(): StyleAttributes;
}
interface TextmateTheme {
  match(scopePath: ScopeStack): StyleAttributes | null;
  getDefaults(): StyleAttributes;
  getColorMap(): string[];
}
interface Grammar {
  name: string;
  themeProvider: ThemeProvider;
  tokenizeLine2(line: string, state: unknown, timeLimit?: number): LineResult;
}
type Primitive = Record<string, unknown> & {
  getLanguage(name: string): Grammar;
  getTheme(name: string): unknown;
  setTheme(name: string): { colorMap: string[] };
};
type CodeToHast = (primitive: Primitive, code: string, options: CodeToHastOptions) => Root;

/** Bits of vscode-textmate's encoded token metadata that a theme decides. */
const STYLE_BITS = 0xfffff800;
const FOREGROUND_OFFSET = 15;
const FOREGROUND_MASK = 0x1ff;
/** A style pair's id is written where the foreground id goes: 9 bits, 0 meaning "not set". */
const MAX_PAIRS = FOREGROUND_MASK;

class TooManyStylePairs extends Error {}

/** One theme's resolved style packed as its encoded metadata bits (font style, fg, bg). */
function packStyle(base: number, style: StyleAttributes | null): number {
  if (!style) return base;
  let fontStyle = (base >>> 11) & 0xf;
  let foreground = (base >>> 15) & 0x1ff;
  let background = base >>> 24;
  if (style.fontStyle !== -1) fontStyle = style.fontStyle;
  if (style.foregroundId !== 0) foreground = style.foregroundId;
  if (style.backgroundId !== 0) background = style.backgroundId;
  return ((fontStyle << 11) | (foreground << 15) | (background << 24)) >>> 0;
}

/** The two themes of a highlighter, with the style pairs the grammars have met so far. */
class ThemePair implements ThemeProvider {
  readonly #themes: [TextmateTheme, TextmateTheme];
  readonly #defaults: [number, number];
  readonly #resolved = new WeakMap<ScopeStack, [number, number]>();
  readonly #ids = new Map<number, number>();
  /** Set once a grammar met more style pairs than an id can tell apart: Shiki's path from then on. */
  full = false;
  readonly #memos = new WeakMap<Grammar, LineMemo>();

  /** The lines this grammar has tokenized with this pair (see LineMemo). */
  memoOf(grammar: Grammar): LineMemo {
    let memo = this.#memos.get(grammar);
    if (!memo) this.#memos.set(grammar, (memo = new LineMemo()));
    return memo;
  }
  /** Per theme, the style bits of each pair id. */
  readonly styles: [number[], number[]] = [[0], [0]];

  constructor(first: TextmateTheme, second: TextmateTheme) {
    this.#themes = [first, second];
    this.#defaults = [packStyle(0, first.getDefaults()), packStyle(0, second.getDefaults())];
  }

  getDefaults(): StyleAttributes {
    return this.#attributes(this.#defaults);
  }

  themeMatch(scopePath: ScopeStack): StyleAttributes {
    return this.#attributes(this.#resolve(scopePath));
  }

  /** Each theme's style for a scope path: its parent's, overridden by what the theme sets here. */
  #resolve(path: ScopeStack): [number, number] {
    const known = this.#resolved.get(path);
    if (known) return known;
    const parent = path.parent ? this.#resolve(path.parent) : this.#defaults;
    const styles: [number, number] = [
      packStyle(parent[0], this.#themes[0].match(path)),
      packStyle(parent[1], this.#themes[1].match(path)),
    ];
    this.#resolved.set(path, styles);
    return styles;
  }

  #attributes([first, second]: [number, number]): StyleAttributes {
    const key = first * 2 ** 32 + second;
    let id = this.#ids.get(key);
    if (id === undefined) {
      id = this.#ids.size + 1;
      if (id > MAX_PAIRS) {
        this.full = true;
        throw new TooManyStylePairs();
      }
      this.#ids.set(key, id);
      this.styles[0].push(first);
      this.styles[1].push(second);
    }
    // Every field set, so the grammar never merges a pair with its parent's: the pair is final.
    return { fontStyle: 0, foregroundId: id, backgroundId: 1 };
  }
}

/** One theme's tokens from the paired run: its own style bits, neighbours of one style merged. */
function themeTokens(paired: Uint32Array, styles: number[]): Uint32Array {
  const out: number[] = [];
  for (let i = 0; i < paired.length; i += 2) {
    const metadata = paired[i + 1]!;
    const own = ((metadata & ~STYLE_BITS) | styles[(metadata >>> FOREGROUND_OFFSET) & FOREGROUND_MASK]!) >>> 0;
    if (out.length > 0 && out[out.length - 1] === own) continue;
    out.push(paired[i]!, own);
  }
  return Uint32Array.from(out);
}

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
  while (proto && !(inherited = Object.getOwnPropertyDescriptor(proto, 'themeProvider'))) proto = Object.getPrototypeOf(proto);
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
