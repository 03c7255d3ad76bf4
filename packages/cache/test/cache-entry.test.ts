import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  engineHash,
  entryHash,
  entryKey,
  hashOf,
  keepableSince,
  readEntrySync,
  statKey,
  toolVersion,
  writeEntrySync,
  type KeyScope,
} from '../src/index.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cache-entry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const scope = (engine: string, shiki = '1.0.0'): KeyScope => ({
  engine: () => engine,
  toolVersion: (name) => `${name}@${name === 'shiki' ? shiki : '1.0.0'}`,
});

describe('entryKey', () => {
  it('misses when the engine differs: a change to a stage code never reads its old entries', () => {
    const a = entryHash('markdown', scope('engine-a')).add('# Hi').digest();
    const b = entryHash('markdown', scope('engine-b')).add('# Hi').digest();
    expect(a).not.toBe(b);
    expect(entryHash('markdown', scope('engine-a')).add('# Hi').digest()).toBe(a);
  });

  it("misses when a tool the entry depends on has another version, and not for a tool it doesn't", () => {
    const before = entryHash('markdown', scope('e', '1.0.0')).add('x').digest();
    expect(entryHash('markdown', scope('e', '1.0.1')).add('x').digest()).not.toBe(before);
    // The twins do not depend on Shiki.
    expect(entryHash('twins', scope('e', '1.0.0')).add('x').digest()).toBe(
      entryHash('twins', scope('e', '9.9.9')).add('x').digest(),
    );
  });

  it('keeps kinds and parts apart', () => {
    expect(entryKey('markdown', 'x')).not.toBe(entryKey('code-blocks', 'x'));
    expect(entryKey('markdown', 'ab', 'c')).not.toBe(entryKey('markdown', 'a', 'bc'));
    expect(hashOf('ab', 'c')).not.toBe(hashOf('a', 'bc'));
    expect(entryKey('markdown', 'x')).toBe(entryHash('markdown').add('x').digest());
  });

  it('folds in the running engine', () => {
    expect(engineHash()).toBe(engineHash());
    expect(entryKey('markdown', 'x')).toBe(
      entryHash('markdown', { engine: engineHash, toolVersion }).add('x').digest(),
    );
  });
});

describe('toolVersion', () => {
  it('reads the installed version from the package.json', () => {
    const require = createRequire(import.meta.url);
    const shiki = JSON.parse(
      readFileSync(path.join(path.dirname(require.resolve('shiki')), '..', 'package.json'), 'utf8'),
    );
    expect(toolVersion('shiki')).toBe(`shiki@${String(shiki.version)}`);
  });

  it('reads a package whose exports hide its package.json, and names a missing one', () => {
    const project = path.join(dir, 'project');
    mkdirSync(path.join(project, 'node_modules', '@scope', 'tool'), { recursive: true });
    writeFileSync(
      path.join(project, 'node_modules', '@scope', 'tool', 'package.json'),
      JSON.stringify({ name: '@scope/tool', version: '3.1.4', exports: { '.': './index.js' } }),
    );
    const from = pathToFileURL(path.join(project, 'index.js')).href;
    expect(toolVersion('@scope/tool', from)).toBe('@scope/tool@3.1.4');
    expect(toolVersion('not-installed-anywhere', from)).toBe('not-installed-anywhere@none');
  });
});

describe('writeEntrySync', () => {
  it('writes a sealed entry whole, leaving no temporary file', () => {
    const file = path.join(dir, 'w', 'a', 'entry.json');
    writeEntrySync(file, '{"a":1}');
    writeEntrySync(file, '{"a":2}');
    expect(readEntrySync(file)?.toString()).toBe('{"a":2}');
    expect(readdirSync(path.dirname(file))).toEqual(['entry.json']);
  });

  it('replaces a link planted at the name instead of writing through it', () => {
    const target = path.join(dir, 'outside.txt');
    writeFileSync(target, 'keep');
    const file = path.join(dir, 'w', 'link.json');
    symlinkSync(target, file);
    writeEntrySync(file, 'new');
    expect(readFileSync(target, 'utf8')).toBe('keep');
    expect(readEntrySync(file)?.toString()).toBe('new');
  });
});

describe('statKey and keepableSince', () => {
  it('changes when a file is replaced by another of the same size and times', () => {
    const file = path.join(dir, 'stat.txt');
    writeFileSync(file, 'aaaa');
    const before = statSync(file, { bigint: true });
    writeFileSync(`${file}.new`, 'bbbb');
    renameSync(`${file}.new`, file);
    expect(statKey(statSync(file, { bigint: true }))).not.toBe(statKey(before));
  });

  it('does not keep a file changed within the racy window, and keeps an older one', () => {
    const file = path.join(dir, 'racy.txt');
    writeFileSync(file, 'x');
    expect(keepableSince(statSync(file, { bigint: true }), Date.now())).toBe(false);
    const old = new Date(Date.now() - 60_000);
    utimesSync(file, old, old);
    const stats = statSync(file, { bigint: true });
    // ctime is now (utimes changes it): not keepable by a read that began now, keepable by one a minute later.
    expect(keepableSince(stats, Date.now() + 60_000)).toBe(true);
  });
});
