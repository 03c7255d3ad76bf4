import type { HookListener } from '@accounts/types';

/** A small async event emitter: listeners run in order and errors are swallowed per listener. */
export class HookEmitter {
  #listeners = new Map<string, Set<HookListener>>();

  /** Adds a listener and returns the function that removes it. */
  on(eventName: string, listener: HookListener): () => void {
    const set = this.#listeners.get(eventName) ?? new Set<HookListener>();
    set.add(listener);
    this.#listeners.set(eventName, set);
    return () => set.delete(listener);
  }

  /** Calls every listener of `eventName` with `args`, one after the other. */
  async emit(eventName: string, ...args: unknown[]): Promise<void> {
    for (const listener of this.#listeners.get(eventName) ?? []) {
      try {
        await listener(...args);
      } catch {
        // A failing listener must not break the request that triggered the event.
      }
    }
  }

  /** Number of listeners of one event, or of all events. */
  listenerCount(eventName?: string): number {
    if (eventName !== undefined) return this.#listeners.get(eventName)?.size ?? 0;
    let count = 0;
    for (const set of this.#listeners.values()) count += set.size;
    return count;
  }
}
