import { LineMemo, type LineResult } from './line-memo.ts';

// The two themes of a highlighter as one vscode-textmate theme provider (one id per pair of
// styles), and each theme's tokens read back from the paired run (`two-theme-tokens.ts` runs it).

/** vscode-textmate's view of a theme's style for a scope (ids index the theme's colour map). */
export interface StyleAttributes {
  fontStyle: number;
  foregroundId: number;
  backgroundId: number;
}
export interface ScopeStack {
  parent: ScopeStack | null;
  scopeName: string;
}
export interface ThemeProvider {
  themeMatch(scopePath: ScopeStack): StyleAttributes | null;
  getDefaults(): StyleAttributes;
}
export interface TextmateTheme {
  match(scopePath: ScopeStack): StyleAttributes | null;
  getDefaults(): StyleAttributes;
  getColorMap(): string[];
}
export interface Grammar {
  name: string;
  themeProvider: ThemeProvider;
  tokenizeLine2(line: string, state: unknown, timeLimit?: number): LineResult;
}
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
export class ThemePair implements ThemeProvider {
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
export function themeTokens(paired: Uint32Array, styles: number[]): Uint32Array {
  const out: number[] = [];
  for (let i = 0; i < paired.length; i += 2) {
    const metadata = paired[i + 1]!;
    const own =
      ((metadata & ~STYLE_BITS) | styles[(metadata >>> FOREGROUND_OFFSET) & FOREGROUND_MASK]!) >>> 0;
    if (out.length > 0 && out[out.length - 1] === own) continue;
    out.push(paired[i]!, own);
  }
  return Uint32Array.from(out);
}
