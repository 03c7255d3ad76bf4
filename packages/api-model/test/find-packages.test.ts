import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { findApiPackages } from '../src/index.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const folders = path.join(fixtures, 'package-folders');

async function failure(patterns: string[]): Promise<DiagnosticError> {
  const error = await findApiPackages({ root: folders, patterns }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DiagnosticError);
  return error as DiagnosticError;
}

describe('findApiPackages', () => {
  it('reads every package of a glob, sorted by slug, with entry and changelog', async () => {
    const root = path.join(fixtures, 'monorepo');
    const packages = await findApiPackages({ root, patterns: ['*'] });
    expect(packages).toEqual([
      {
        slug: 'geometry',
        dir: path.join(root, 'geometry'),
        name: '@fixture/geometry',
        version: '0.1.0',
        description: 'Geometry helpers built on shapes.',
        // No types field: the src/index.ts convention.
        entry: path.join(root, 'geometry/src/index.ts'),
        changelog: undefined,
      },
      {
        slug: 'shapes',
        dir: path.join(root, 'shapes'),
        name: '@fixture/shapes',
        version: '1.2.3',
        description: 'Shapes, from package.json.',
        entry: path.join(root, 'shapes/src/index.ts'),
        changelog: path.join(root, 'shapes/CHANGELOG.md'),
      },
      {
        slug: 'widgets',
        dir: path.join(root, 'widgets'),
        name: '@fixture/widgets',
        version: '2.0.0',
        description: 'Widgets: an entry point named by package.json "typings".',
        entry: path.join(root, 'widgets/lib/main.ts'),
        changelog: undefined,
      },
    ]);
  });

  it('skips glob matches without package.json and merges patterns', async () => {
    const packages = await findApiPackages({ root: folders, patterns: ['glob/*', 'glob/alpha'] });
    expect(packages.map((p) => [p.slug, p.name, p.version, p.description])).toEqual([
      ['alpha', '@folders/alpha', '1.0.0', undefined],
      ['beta', '@folders/beta', undefined, 'Beta.'],
    ]);
  });

  it('takes src/index.ts when "types" names a declaration file', async () => {
    const [pkg] = await findApiPackages({ root: folders, patterns: ['declaration-types'] });
    expect(pkg!.entry).toBe(path.join(folders, 'declaration-types/src/index.ts'));
  });

  it('rejects a folder given by name that has no package.json, or does not exist', async () => {
    const notes = await failure(['glob/notes']);
    expect(notes.diagnostics).toEqual([
      expect.objectContaining({
        ruleId: 'api-package-missing',
        reason: 'The API package folder glob/notes has no package.json',
        file: path.join(folders, 'glob/notes'),
      }),
    ]);
    const missing = await failure(['glob/gamma']);
    expect(missing.diagnostics[0]).toMatchObject({
      ruleId: 'api-package-missing',
      reason: 'The API package folder glob/gamma does not exist',
      hint: expect.stringContaining('relative to the project root'),
    });
  });

  it('reports invalid package.json JSON at the place of the syntax error', async () => {
    const error = await failure(['invalid-json']);
    expect(error.diagnostics).toEqual([
      {
        severity: 'error',
        ruleId: 'api-package-json',
        reason: 'package.json is not valid JSON: Expected double-quoted property name',
        file: path.join(folders, 'invalid-json/package.json'),
        line: 4,
        column: 1,
        hint: expect.stringContaining('trailing comma'),
      },
    ]);
  });

  it('requires a name', async () => {
    const error = await failure(['no-name']);
    expect(error.diagnostics[0]).toMatchObject({
      ruleId: 'api-package-json',
      reason: 'The package.json of no-name has no "name"',
      file: path.join(folders, 'no-name/package.json'),
      line: 1,
      column: 1,
    });
  });

  it('reports a missing entry at the package.json field that names it, or at the file', async () => {
    const types = await failure(['missing-types-entry']);
    expect(types.diagnostics[0]).toMatchObject({
      ruleId: 'api-package-entry',
      reason: '"types" in package.json names src/main.ts, which does not exist',
      file: path.join(folders, 'missing-types-entry/package.json'),
      line: 3,
      column: 3,
    });
    const none = await failure(['no-entry']);
    expect(none.diagnostics[0]).toMatchObject({
      ruleId: 'api-package-entry',
      reason: expect.stringContaining('no-entry has no TypeScript entry'),
      file: path.join(folders, 'no-entry/package.json'),
      line: 1,
      column: 1,
      hint: expect.stringContaining('src/index.ts'),
    });
  });

  it('rejects two folders with the same name: they would share a URL', async () => {
    const error = await failure(['glob/alpha', 'duplicate-slug/alpha']);
    expect(error.diagnostics[0]).toMatchObject({
      ruleId: 'api-package-slug',
      reason: expect.stringContaining('named alpha'),
    });
  });

  it('leaves out folders matched by a negated pattern or by exclude', async () => {
    const negated = await findApiPackages({ root: folders, patterns: ['glob/*', '!glob/beta'] });
    expect(negated.map((p) => p.slug)).toEqual(['alpha']);
    const excluded = await findApiPackages({ root: folders, patterns: ['glob/*'], exclude: ['glob/alpha'] });
    expect(excluded.map((p) => p.slug)).toEqual(['beta']);
  });

  it('warns about a pattern that matches nothing, at its place', async () => {
    const diagnostics: Diagnostic[] = [];
    const packages = await findApiPackages({
      root: folders,
      patterns: ['glob/*', 'libs/*', 'glob/beta'],
      exclude: ['glob/beta'],
      diagnostics,
      locate: (pattern) => ({ file: 'config.ts', line: pattern.length, column: 1 }),
    });
    expect(packages.map((p) => p.slug)).toEqual(['alpha']);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        ruleId: 'api-package-pattern-empty',
        reason: 'The API package pattern libs/* matches no package folder',
        file: 'config.ts',
        line: 6,
      }),
      expect.objectContaining({
        ruleId: 'api-package-pattern-empty',
        reason: 'The API package pattern glob/beta matches no package folder',
        hint: 'every folder it matches is excluded',
      }),
    ]);
  });

  it('skips a folder a glob matched that has no TypeScript entry, with a warning (an error when named)', async () => {
    const diagnostics: Diagnostic[] = [];
    const packages = await findApiPackages({
      root: folders,
      patterns: ['*', '!invalid-json', '!no-name'],
      diagnostics,
    });
    expect(packages.map((p) => p.slug)).toEqual(['declaration-types']);
    expect(diagnostics.map((d) => [d.severity, d.ruleId, path.relative(folders, d.file!)])).toEqual([
      ['warning', 'api-package-entry', 'missing-types-entry/package.json'],
      ['warning', 'api-package-entry', 'no-entry/package.json'],
    ]);
    expect(diagnostics[1]!.reason).toContain('the folder is skipped');
    expect(diagnostics[1]!.hint).toContain('"!no-entry"');
    // Named without a glob, the same folder stops the build.
    expect((await failure(['no-entry'])).diagnostics[0]!.severity).toBe('error');
  });

  it('skips a named folder marked optional whose entry does not exist, with a warning (the typedoc-api plugin)', async () => {
    const diagnostics: Diagnostic[] = [];
    const packages = await findApiPackages({
      root: folders,
      patterns: [
        { path: 'no-entry', entry: 'src/index.ts', optional: true },
        { path: 'declaration-types', entry: 'types/index.d.ts', optional: true },
      ],
      diagnostics,
    });
    expect(packages.map((p) => p.slug)).toEqual(['declaration-types']);
    expect(diagnostics.map((d) => [d.severity, d.ruleId, path.relative(folders, d.file!)])).toEqual([
      ['warning', 'api-package-entry', 'no-entry/package.json'],
    ]);
    expect(diagnostics[0]!.reason).toContain('the folder is skipped');
    // Without optional, the same entry stops the build.
    const error = await findApiPackages({
      root: folders,
      patterns: [{ path: 'no-entry', entry: 'src/index.ts' }],
    }).catch((e: unknown) => e);
    expect((error as DiagnosticError).diagnostics[0]!.severity).toBe('error');
  });

  it('takes the entry a `{ path, entry }` pattern names', async () => {
    const [pkg] = await findApiPackages({
      root: folders,
      patterns: [{ path: 'declaration-types', entry: 'types/index.d.ts' }],
    });
    expect(pkg!.entry).toBe(path.join(folders, 'declaration-types/types/index.d.ts'));
  });
});
