/**
 * At most `limit` promises pending; `add` waits for the oldest when the limit is reached. Not
 * p-limit: the producer itself must wait (backpressure), or rendered pages would pile up in
 * memory while the disk catches up; p-limit queues the work and lets the producer run on.
 */
export class InFlight {
  readonly #pending: Promise<unknown>[] = [];
  constructor(readonly limit: number) {}

  async add(work: Promise<unknown>): Promise<void> {
    // Marked handled now; the rejection still surfaces where the promise is awaited.
    work.catch(() => undefined);
    this.#pending.push(work);
    if (this.#pending.length >= this.limit) await this.#pending.shift();
  }

  async drain(): Promise<void> {
    await Promise.all(this.#pending.splice(0));
  }
}
