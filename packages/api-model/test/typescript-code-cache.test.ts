import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CodeCachedRequire, codeCacheFolder, sourceText } from '../src/typescript-code-cache.ts';

let dir: string;
let folder: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'code-cache-'));
  folder = path.join(dir, 'user', 'code-cache');
  file = path.join(dir, 'lib.js');
  // Enough code for V8 to keep: a function that runs (compiled lazily) and one that never does.
  writeFileSync(
    file,
    `const path = require('node:path');
     function used(n) { let total = 0; for (let i = 0; i < n; i++) total += i; return total; }
     function unused() { return 'never called'; }
     module.exports = { sum: used(10), base: path.basename(__filename), unused, self: module };`,
  );
});
afterEach(() => {
  delete createRequire(file).cache[file];
  rmSync(dir, { recursive: true, force: true });
});

/** Loads the file as a new thread would: out of `require.cache` first. */
function loadAgain(cacheFolder = folder) {
  delete createRequire(file).cache[file];
  const loader = new CodeCachedRequire(cacheFolder);
  const exports = loader.require(file) as { sum: number; base: string; self: NodeJS.Module };
  return { loader, exports };
}

const cacheFiles = () => readdirSync(folder).filter((name) => name.endsWith('.v8'));

describe('CodeCachedRequire', () => {
  it('loads a CommonJS file as require does, into require.cache', () => {
    const { exports } = loadAgain();
    expect(exports.sum).toBe(45);
    expect(exports.base).toBe('lib.js');
    expect(createRequire(file)(file)).toBe(exports);
    expect(exports.self.filename).toBe(file);
    expect(exports.self.loaded).toBe(true);
  });

  it('reads a file as UTF-8, ASCII or not', () => {
    for (const text of ['const a = 1;', "const é = 'naïve ✓';", '', '\u007f']) {
      expect(sourceText(Buffer.from(text, 'utf8'))).toBe(text);
    }
    writeFileSync(file, "module.exports = { word: 'naïve ✓' };");
    expect((loadAgain().exports as unknown as { word: string }).word).toBe('naïve ✓');
  });

  it('compiles from source the first time, and from the cache once saved', () => {
    const first = loadAgain();
    expect(first.loader.compiledFrom).toBe('source');
    first.loader.save();
    expect(cacheFiles()).toHaveLength(1);
    const second = loadAgain();
    expect(second.loader.compiledFrom).toBe('cache');
    expect(second.exports.sum).toBe(45);
    // Nothing to save: the cache was used.
    const before = readFileSync(path.join(folder, cacheFiles()[0]!));
    second.loader.save();
    expect(readFileSync(path.join(folder, cacheFiles()[0]!)).equals(before)).toBe(true);
  });

  it('ignores a damaged cache file, and replaces it', () => {
    loadAgain().loader.save();
    const cache = path.join(folder, cacheFiles()[0]!);
    const bytes = readFileSync(cache);
    bytes[bytes.length - 10]! ^= 0xff;
    writeFileSync(cache, bytes);
    const damaged = loadAgain();
    expect(damaged.loader.compiledFrom).toBe('source');
    expect(damaged.exports.sum).toBe(45);
    damaged.loader.save();
    expect(loadAgain().loader.compiledFrom).toBe('cache');
  });

  it('ignores a cache file cut short', () => {
    loadAgain().loader.save();
    const cache = path.join(folder, cacheFiles()[0]!);
    writeFileSync(cache, readFileSync(cache).subarray(0, 20));
    expect(loadAgain().loader.compiledFrom).toBe('source');
  });

  it('keeps a cache per version of the file', () => {
    loadAgain().loader.save();
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nmodule.exports.extra = 1;`);
    const changed = loadAgain();
    expect(changed.loader.compiledFrom).toBe('source');
    expect((changed.exports as unknown as { extra: number }).extra).toBe(1);
  });

  it.runIf(typeof process.getuid === 'function')(
    'reads and writes nothing in a folder others can write to',
    () => {
      loadAgain().loader.save();
      chmodSync(folder, 0o777);
      const open = loadAgain();
      expect(open.loader.compiledFrom).toBe('source');
      rmSync(path.join(folder, cacheFiles()[0]!));
      open.loader.save();
      expect(cacheFiles()).toHaveLength(0);
    },
  );

  it('without a folder, compiles and writes nothing', () => {
    delete createRequire(file).cache[file];
    const loader = new CodeCachedRequire(undefined);
    expect((loader.require(file) as { sum: number }).sum).toBe(45);
    expect(loader.compiledFrom).toBe('source');
    loader.save();
    expect(readdirSync(dir)).toEqual(['lib.js']);
  });

  it('lets a module that throws fail as require would, and keeps it out of require.cache', () => {
    writeFileSync(file, `throw new Error('broken module');`);
    const loader = new CodeCachedRequire(folder);
    expect(() => loader.require(file)).toThrow('broken module');
    expect(createRequire(file).cache[file]).toBeUndefined();
    loader.save();
    expect(() => readdirSync(folder)).toThrow();
  });
});

describe('codeCacheFolder', () => {
  it("is a folder of this user's in the temporary folder", () => {
    const found = codeCacheFolder({});
    expect(found?.startsWith(os.tmpdir())).toBe(true);
    expect(found).toMatch(/accounts-docs-[^/\\]+[/\\]code-cache$/);
  });

  it('is off under NODE_DISABLE_COMPILE_CACHE, as Node’s own cache is', () => {
    expect(codeCacheFolder({ NODE_DISABLE_COMPILE_CACHE: '1' })).toBeUndefined();
  });
});
