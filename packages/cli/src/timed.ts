/** Runs `work`, recording its milliseconds (one decimal) under `stage`. */
export async function timed<T>(
  timings: Record<string, number>,
  stage: string,
  work: () => Promise<T> | T,
): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    timings[stage] = Math.round((performance.now() - start) * 10) / 10;
  }
}
