import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import type { DeclarationTarget } from './reflection-index.ts';
import type { ApiSource } from './types.ts';

/** Where a diagnostic points: an absolute file and 1-based line and column. */
export type Place = Pick<Diagnostic, 'file' | 'line' | 'column'>;

/** What every conversion function reads, and where it reports problems. */
export interface ConvertContext {
  /** Absolute project root: source paths in TypeDoc's JSON are relative to it. */
  readonly root: string;
  /** Reflection id → declaration of the model (and member) it belongs to. */
  readonly targets: ReadonlyMap<number, DeclarationTarget>;
  /** Names a link may use, for "did you mean" hints. */
  readonly names: readonly string[];
  /** Collected, never thrown: a bad comment does not stop the build. */
  readonly diagnostics: Diagnostic[];
  /** Source of the reflection being converted: where its problems are reported. */
  readonly place: Place | undefined;
}

/** The context for converting a reflection at `source` (unchanged when it has none). */
export function within(
  context: ConvertContext,
  source: JSONOutput.SourceReference | undefined,
): ConvertContext {
  if (!source) return context;
  return {
    ...context,
    place: {
      file: path.resolve(context.root, source.fileName),
      line: source.line,
      column: source.character + 1,
    },
  };
}

/** A source, `/`-separated, with a 1-based column (TypeDoc's `character` is 0-based). */
export function toSource(source: JSONOutput.SourceReference | undefined): ApiSource | undefined {
  if (!source) return undefined;
  return { file: source.fileName.replaceAll('\\', '/'), line: source.line, column: source.character + 1 };
}

/** An initializer as written; TypeDoc writes `...` for one it did not keep. */
export function writtenValue(value: string | undefined): string | undefined {
  return value === '...' ? undefined : value;
}
