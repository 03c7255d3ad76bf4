/**
 * The tokens of a line depend only on the grammar, the state the previous line left and the
 * line's text. Documentation repeats lines — imports, closing braces, the same calls in page
 * after page — so the grammar's result for a line is kept and given back when the same line
 * comes in the same state: the TextMate expressions run once per distinct line of the site,
 * not once per line. The states are vscode-textmate's stacks: a stack the grammar makes anew
 * is swapped for an earlier one with the same frames (rule, end pattern, scopes with their
 * style) so that the lines after it are found again; what the grammar reads of a stack at the
 * start of a line is all in those frames.
 */
export interface LineResult {
  tokens: Uint32Array;
  ruleStack: unknown;
  stoppedEarly: boolean;
}

interface StateFrame {
  parent: StateFrame | null;
  ruleId: number;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  nameScopesList: ScopeFrame | null;
  contentNameScopesList: ScopeFrame | null;
}
interface ScopeFrame {
  parent: ScopeFrame | null;
  scopePath: { getSegments(): string[] };
  tokenAttributes: number;
}

/** Lines kept per grammar and theme pair before the memo starts over (a few MB). */
const MAX_LINES = 50_000;

export class LineMemo {
  readonly #lines = new Map<string, LineResult>();
  /** One stack per set of frames; each with its number, the key of the lines that start in it. */
  readonly #stacks = new Map<string, unknown>();
  #ids = new WeakMap<object, number>();
  #nextId = 1;

  /** The grammar's result for `text` after `state`: remembered, or computed by `tokenize`. */
  line(text: string, state: unknown, tokenize: () => LineResult): LineResult {
    const id = this.#idOf(state);
    if (id === undefined) return tokenize();
    const key = `${id}\0${text}`;
    const known = this.#lines.get(key);
    if (known) return known;
    const result = tokenize();
    if (result.stoppedEarly) return result;
    if (this.#lines.size >= MAX_LINES) this.#clear();
    const ruleStack = this.#canonical(result.ruleStack);
    if (ruleStack === undefined) return result;
    const kept = { ...result, ruleStack };
    this.#lines.set(key, kept);
    return kept;
  }

  /** A state's number; the start of a block (no state, or vscode-textmate's empty one) is 0. */
  #idOf(state: unknown): number | undefined {
    if (state === null || state === undefined) return 0;
    if (typeof state !== 'object') return undefined;
    const frame = state as Partial<StateFrame>;
    if (frame.parent === null && frame.ruleId === 0 && frame.nameScopesList === null) return 0;
    return this.#ids.get(state);
  }

  /** The earlier stack with the same frames, or this one (numbered) when it is the first. */
  #canonical(state: unknown): unknown {
    const signature = stackSignature(state);
    if (signature === undefined) return undefined;
    const known = this.#stacks.get(signature);
    if (known) return known;
    this.#stacks.set(signature, state);
    this.#ids.set(state as object, this.#nextId++);
    return state;
  }

  #clear(): void {
    this.#lines.clear();
    this.#stacks.clear();
    this.#ids = new WeakMap();
  }
}

/** Every field of every frame that the grammar reads at the start of a line, as text. */
function stackSignature(state: unknown): string | undefined {
  const parts: string[] = [];
  for (let frame = state as StateFrame | null; frame; frame = frame.parent) {
    if (typeof frame !== 'object' || typeof frame.ruleId !== 'number') return undefined;
    parts.push(
      `${frame.ruleId}|${frame.endRule ?? ''}|${frame.beginRuleCapturedEOL ? 1 : 0}|${scopesSignature(frame.nameScopesList)}|${scopesSignature(frame.contentNameScopesList)}`,
    );
  }
  return parts.join('\n');
}

function scopesSignature(scopes: ScopeFrame | null): string {
  const parts: string[] = [];
  for (let frame = scopes; frame; frame = frame.parent)
    parts.push(`${frame.scopePath.getSegments().join(' ')}#${frame.tokenAttributes}`);
  return parts.join('>');
}
