import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSharedSourceFiles } from '../src/typescript-shared-files.ts';

let dir: string;

/** Two packages of one monorepo, `b` importing `a` by a `paths` entry, each with its package.json. */
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shared-files-'));
  for (const name of ['a', 'b']) {
    mkdirSync(path.join(dir, name, 'src'), { recursive: true });
    writeFileSync(path.join(dir, name, 'package.json'), JSON.stringify({ name, type: 'module' }));
  }
  writeFileSync(path.join(dir, 'a', 'src', 'index.ts'), 'export interface A { a: string }\n');
  writeFileSync(
    path.join(dir, 'b', 'src', 'index.ts'),
    "import type { A } from 'a';\nexport type B = A[];\n",
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

// NodeNext: each file's format is its package.json's `type` (TypeScript's libraries, in
// node_modules, are looked up under any module resolution).
const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2022.d.ts'],
  types: [],
  noEmit: true,
};

const source = (name: string) => path.join(dir, name, 'src', 'index.ts');

// TypeScript is loaded and its libraries parsed: seconds on a busy machine.
describe("a thread's TypeScript programs", { timeout: 60_000 }, () => {
  it('share the package.json lookups: a later program looks up only the folders new to it', () => {
    const shared = withSharedSourceFiles(ts);
    const first = shared.createProgram([source('a')], options);
    const lookups: string[] = [];
    const realExists = ts.sys.fileExists.bind(ts.sys);
    const realRead = ts.sys.readFile.bind(ts.sys);
    vi.spyOn(ts.sys, 'fileExists').mockImplementation((file) => {
      if (path.basename(file) === 'package.json') lookups.push(file);
      return realExists(file);
    });
    vi.spyOn(ts.sys, 'readFile').mockImplementation((file, encoding) => {
      if (path.basename(file) === 'package.json') lookups.push(file);
      return realRead(file, encoding);
    });
    try {
      const second = shared.createProgram([source('a'), source('b')], options);
      // Each file has its package's format, and the file both programs read is parsed once.
      expect(second.getSourceFile(source('b'))!.impliedNodeFormat).toBe(ts.ModuleKind.ESNext);
      expect(second.getSourceFile(source('a'))).toBe(first.getSourceFile(source('a')));
      expect(second.getSourceFiles().length).toBe(first.getSourceFiles().length + 1);
      // Only b's folders: a's, the folders above and TypeScript's libraries were looked up by
      // the first program (each program walked them all again before).
      expect(lookups.length).toBeGreaterThan(0);
      expect(lookups.filter((file) => !file.startsWith(path.join(dir, 'b', path.sep)))).toEqual([]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
