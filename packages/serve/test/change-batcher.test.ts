import { describe, expect, it } from 'vitest';
import { ChangeBatcher, type BatcherSystem } from '../src/change-batcher.ts';

/** A clock that moves only when told, running the timers that fall due; files in a map. */
function fakeSystem() {
  let now = 0;
  let next = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const files = new Map<string, string>();
  const clock: BatcherSystem = {
    fileState: (file) => {
      const key = files.get(file);
      return key === undefined ? undefined : { key, empty: key === '' };
    },
    now: () => now,
    setTimeout: (run, ms) => {
      timers.set(++next, { at: now + ms, run });
      return next;
    },
    clearTimeout: (timer) => void timers.delete(timer as number),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = end;
  };
  return { clock, advance, files };
}

function batcher(options: ConstructorParameters<typeof ChangeBatcher>[1]) {
  const { clock, advance, files } = fakeSystem();
  const batches: string[][] = [];
  return {
    batches,
    advance,
    files,
    changes: new ChangeBatcher((changed) => batches.push(changed), options, clock),
  };
}

describe('ChangeBatcher', () => {
  it('reports a burst of events once, when they pause', () => {
    const { batches, advance, changes } = batcher({ quiet: 3 });
    changes.raw('/docs/a.md');
    advance(1);
    changes.raw('/docs/a.md');
    advance(2);
    changes.raw('/docs/a.md');
    advance(2);
    expect(batches).toEqual([]);
    advance(1);
    expect(batches).toEqual([['/docs/a.md']]);
  });

  it('waits for a file written in chunks to the last chunk, up to maxWait', () => {
    const { batches, advance, changes } = batcher({ quiet: 5, maxWait: 40 });
    for (let i = 0; i < 6; i++) {
      changes.raw('/docs/big.md');
      advance(4);
    }
    expect(batches).toEqual([]);
    advance(5);
    expect(batches).toEqual([['/docs/big.md']]);
    for (let i = 0; i < 20; i++) {
      changes.raw('/docs/big.md');
      advance(4);
    }
    // Events that never pause are reported every maxWait.
    expect(batches.length).toBeGreaterThanOrEqual(2);
  });

  it("drops chokidar's report of a change the raw notifications gave, however late (no second rebuild)", () => {
    const { batches, advance, files, changes } = batcher({ quiet: 3 });
    files.set('/docs/a.md', 'v1');
    changes.raw('/docs/a.md');
    advance(4);
    // Chokidar, after its stat; a rebuild may hold the event loop for a while before it comes.
    advance(500);
    changes.event('change', '/docs/a.md');
    advance(10);
    expect(batches).toEqual([['/docs/a.md']]);
    // The file as it is after another save is a change again, even from chokidar alone.
    files.set('/docs/a.md', 'v2');
    changes.event('change', '/docs/a.md');
    advance(4);
    expect(batches).toEqual([['/docs/a.md'], ['/docs/a.md']]);
  });

  it('keeps chokidar events that raw notifications do not give: a file replaced by a rename, added or removed', () => {
    const { batches, advance, changes } = batcher({ quiet: 3 });
    changes.event('change', '/docs/atomic.md');
    changes.event('add', '/docs/new.md');
    changes.raw('/docs/gone.md');
    changes.event('unlink', '/docs/gone.md');
    advance(4);
    expect(batches).toEqual([['/docs/atomic.md', '/docs/new.md', '/docs/gone.md']]);
  });

  it('gives a file found empty (truncated by a save, not yet written) another quiet period, up to maxWait', () => {
    const { batches, advance, files, changes } = batcher({ quiet: 3, maxWait: 50 });
    files.set('/docs/a.md', '');
    changes.raw('/docs/a.md');
    advance(10);
    expect(batches).toEqual([]);
    files.set('/docs/a.md', 'written');
    advance(3);
    expect(batches).toEqual([['/docs/a.md']]);
    // Emptied on purpose: reported once maxWait has passed.
    files.set('/docs/a.md', '');
    changes.raw('/docs/a.md');
    advance(49);
    expect(batches).toHaveLength(1);
    advance(2);
    expect(batches).toEqual([['/docs/a.md'], ['/docs/a.md']]);
  });
});
