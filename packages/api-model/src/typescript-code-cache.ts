import { isAscii } from 'node:buffer';
import { lstatSync, mkdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { KeyHash, readEntrySync, statKey, writeEntrySync } from '@accounts-docs/cache';

/**
 * Where V8's compiled code of TypeScript is kept between runs: the machine's temporary folder,
 * one folder per user (as Node's own compile cache and v8-compile-cache do), never the site's
 * cache, which a cold build removes. `NODE_DISABLE_COMPILE_CACHE` (Node's switch for its own
 * cache) turns it off.
 */
export function codeCacheFolder(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  const user = typeof process.getuid === 'function' ? String(process.getuid()) : os.userInfo().username;
  return path.join(os.tmpdir(), `accounts-docs-${user}`, 'code-cache');
}

/**
 * Loads a CommonJS file with V8's code cache: TypeScript's 9 MB are compiled again on every run
 * (Node 20 has no compile cache; `module.enableCompileCache` came in Node 22), and a TypeDoc
 * run compiles much of it lazily as it converts. The cache is taken after the run, so it holds
 * the functions the conversion compiled too. Measured on `content/`'s 31 packages: TypeScript
 * loads in ~0.3 s instead of ~0.45 s, and the conversion takes ~0.2 s less.
 *
 * The module is the one `require` would give (same `require.cache` entry). A cache file that is
 * missing, damaged (it is a sealed cache entry, `readEntrySync`: its SHA-256 is checked before
 * V8 reads it) or refused by V8 (another V8, other flags) only means compiling as usual; `save()`
 * then writes a fresh one by the cache's one writer (`writeEntrySync`: a temporary file and a
 * rename). Nothing about the cache can fail a build. The temporary folder is shared
 * with the machine's other users: a cache folder is only used when it is a real folder of this
 * user that no one else can write to.
 */
export class CodeCachedRequire {
  readonly #folder: string | undefined;
  #pending: { script: vm.Script; file: string } | undefined;
  /** How the last module was compiled: from the cache, or from its source (none, or refused). */
  compiledFrom: 'cache' | 'source' | undefined;

  constructor(folder: string | undefined) {
    this.#folder = folder;
  }

  /** The module's exports, loaded as `require(file)` would, compiled from the cache when it has it. */
  require(file: string): unknown {
    const require = createRequire(file);
    const cached = require.cache[file];
    if (cached) return cached.exports;
    const source = sourceText(readFileSync(file));
    const cacheFile = this.#cacheFile(file);
    const cachedData = cacheFile ? readEntrySync(cacheFile) : undefined;
    const script = new vm.Script(Module.wrap(source), {
      filename: file,
      ...(cachedData ? { cachedData } : {}),
    });
    this.compiledFrom = cachedData && !script.cachedDataRejected ? 'cache' : 'source';
    if (cacheFile && this.compiledFrom === 'source') this.#pending = { script, file: cacheFile };
    const module = new Module(file);
    module.filename = file;
    module.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
      path.dirname(file),
    );
    require.cache[file] = module;
    try {
      const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
      wrapper.call(module.exports, module.exports, require, module, file, path.dirname(file));
    } catch (error) {
      delete require.cache[file];
      this.#pending = undefined;
      throw error;
    }
    module.loaded = true;
    return module.exports;
  }

  /** Writes the cache of a module loaded without one (call it once the code has run). */
  save(): void {
    const pending = this.#pending;
    this.#pending = undefined;
    if (!pending) return;
    try {
      const data = pending.script.createCachedData();
      mkdirSync(path.dirname(pending.file), { recursive: true, mode: 0o700 });
      if (!ownFolder(path.dirname(pending.file))) return;
      writeEntrySync(pending.file, data, { mode: 0o600 });
    } catch {
      // A read-only or full temporary folder: the next run compiles as this one did.
    }
  }

  /** The cache file of this version of the file (its stat key) under this Node (V8 checks the rest itself). */
  #cacheFile(file: string): string | undefined {
    if (!this.#folder) return undefined;
    try {
      if (!ownFolder(this.#folder)) return undefined;
      const stats = statKey(statSync(file, { bigint: true }));
      const key = new KeyHash().add(realpathSync(file), stats, process.version, process.arch).digest(32);
      return path.join(this.#folder, `${path.basename(file, '.js')}-${key}.v8`);
    } catch {
      return undefined;
    }
  }
}

/**
 * A file's text as `readFileSync(file, 'utf8')` gives it. TypeScript's 9 MB are ASCII, which
 * Latin-1 decodes to the same string in a few milliseconds (a one-byte string straight from the
 * bytes), where UTF-8 decoding took 130–190 ms of the TypeDoc thread on this machine.
 */
export function sourceText(bytes: Buffer): string {
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

/**
 * Whether a cache folder is safe to read code from: missing (nothing is read from it yet), or a
 * real folder of this user, as is the one above it, writable by no one else.
 */
function ownFolder(folder: string): boolean {
  if (typeof process.getuid !== 'function') return true;
  for (const dir of [folder, path.dirname(folder)]) {
    const stats = lstatSync(dir, { throwIfNoEntry: false });
    if (!stats) continue;
    if (!stats.isDirectory() || stats.uid !== process.getuid() || (stats.mode & 0o022) !== 0) return false;
  }
  return true;
}
