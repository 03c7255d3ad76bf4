/** Levenshtein distance, for "did you mean" hints. */
export function editDistance(a: string, b: string): number {
  return boundedDistance(a, b, Infinity);
}

export interface ClosestOptions {
  /**
   * Largest edit distance still taken for a typo. Default: a third of `value`'s length, at
   * least 2 — right for names; a path would rather measure its last segment.
   */
  maxDistance?: number;
}

/** The candidate closest to `value`, when it is close enough to be a likely typo. */
export function closest(
  value: string,
  candidates: Iterable<string>,
  options: ClosestOptions = {},
): string | undefined {
  const maxDistance = options.maxDistance ?? Math.max(2, Math.floor(value.length / 3));
  let best: string | undefined;
  let bestDistance = maxDistance + 1;
  for (const candidate of candidates) {
    // Only a strictly closer candidate can win (ties keep the first), so the bound shrinks
    // as we go: a route table has thousands of candidates, most far away.
    const distance = boundedDistance(value, candidate, bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The Levenshtein distance of `a` and `b` when it is at most `max`; some number above `max`
 * otherwise, found early: the length difference is a lower bound, a common prefix and suffix
 * do not change the distance, and the minimum of a row of the table never decreases.
 */
function boundedDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let start = 0;
  while (start < a.length && start < b.length && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a.charCodeAt(endA - 1) === b.charCodeAt(endB - 1)) {
    endA--;
    endB--;
  }
  const lengthA = endA - start;
  const lengthB = endB - start;
  if (lengthA === 0 || lengthB === 0) return lengthA + lengthB;
  let previous = new Array<number>(lengthB + 1);
  let current = new Array<number>(lengthB + 1);
  for (let j = 0; j <= lengthB; j++) previous[j] = j;
  for (let i = 1; i <= lengthA; i++) {
    current[0] = i;
    let rowMin = i;
    const code = a.charCodeAt(start + i - 1);
    for (let j = 1; j <= lengthB; j++) {
      const cost = code === b.charCodeAt(start + j - 1) ? 0 : 1;
      const cell = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current[j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    if (rowMin > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return previous[lengthB]!;
}
