import type { JSONOutput } from 'typedoc';

/** What source order needs of a reflection: accessors and methods have their sources on signatures. */
export interface SourcedReflection {
  id: number;
  sources?: JSONOutput.SourceReference[];
  signatures?: { sources?: JSONOutput.SourceReference[] }[];
  getSignature?: { sources?: JSONOutput.SourceReference[] };
}

/** Where a reflection is written: its own source, else its first signature's or its getter's. */
export function firstSource(reflection: SourcedReflection): JSONOutput.SourceReference | undefined {
  return (
    reflection.sources?.[0] ??
    reflection.signatures?.[0]?.sources?.[0] ??
    reflection.getSignature?.sources?.[0]
  );
}

/**
 * Source order (TypeDoc sorts children by name): file, line, column, then id; a reflection
 * without a source (an implicit constructor) first.
 */
export function compareSources(a: SourcedReflection, b: SourcedReflection): number {
  const [x, y] = [firstSource(a), firstSource(b)];
  if (!x || !y) return (x ? 1 : 0) - (y ? 1 : 0) || a.id - b.id;
  const byFile = x.fileName < y.fileName ? -1 : x.fileName > y.fileName ? 1 : 0;
  return byFile || x.line - y.line || x.character - y.character || a.id - b.id;
}
