import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { appendFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import {
  apiModelFromTypeDoc,
  findApiPackages,
  loadTypeDocProject,
  type LoadTypeDocProjectOptions,
} from '../src/index.ts';
import { readDependencies } from '../src/typedoc-cache.ts';
import { typedocThreads } from '../src/typedoc-project.ts';
import { TypeDocWorkers } from '../src/typedoc-in-worker.ts';
import { ReflectionKind } from '../src/reflection-kind.ts';
import { TYPEDOC_SCHEMA_VERSION } from '../src/typedoc-json.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = path.join(here, 'fixtures', 'monorepo');
const temps: string[] = [];

/** A scratch copy of the fixture monorepo, to edit and to cache in. */
function copyFixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-model-'));
  temps.push(dir);
  cpSync(fixture, dir, { recursive: true });
  return dir;
}

afterAll(async () => {
  const { rm } = await import('node:fs/promises');
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function failure(options: LoadTypeDocProjectOptions): Promise<DiagnosticError> {
  const error = await loadTypeDocProject(options).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DiagnosticError);
  return error as DiagnosticError;
}

describe('running TypeDoc, with a cache', () => {
  it('runs TypeDoc once, replays the run from the cache, and runs again after an edit', async () => {
    const root = copyFixture();
    const cacheDir = path.join(root, '.cache');
    const main = path.join(root, 'widgets/lib/main.ts');
    // An unknown tag: a TypeDoc warning, which a warm build must report too.
    await writeFile(main, '/** A widget. @unknowntag */\nexport interface Widget {\n  draw(): void;\n}\n');
    const packages = await findApiPackages({ root, patterns: ['widgets'] });
    const options = { root, packages, tsconfig: 'tsconfig.json', cacheDir };

    const cold = await loadTypeDocProject(options);
    expect(cold.source).toBe('typedoc');
    const warning = {
      severity: 'warning',
      ruleId: 'typedoc-unknown-block-tag',
      reason: 'TypeDoc does not know the block tag @unknowntag',
      file: main,
      line: 1,
      column: 15,
      hint: "declare it in the config: api: { blockTags: ['@unknowntag'] } (or typedocOptions.blockTags)",
    };
    expect(cold.diagnostics).toEqual([warning]);
    // One entry point: TypeDoc puts the declarations on the project, without a module.
    expect(cold.project.children!.map((c) => [c.name, c.kind])).toEqual([
      ['Widget', ReflectionKind.Interface],
    ]);
    const { model } = apiModelFromTypeDoc(cold.project, { root, packages });
    expect(model.packages[0]!.declarations.map((d) => d.name)).toEqual(['Widget']);

    const warm = await loadTypeDocProject(options);
    expect(warm.source).toBe('cache');
    expect(warm.project).toEqual(cold.project);
    expect(warm.diagnostics).toEqual([warning]);

    // The same sources in another folder (a moved checkout, a CI cache): the same entry, warnings at the new place.
    const moved = copyFixture();
    cpSync(main, path.join(moved, 'widgets/lib/main.ts'));
    const elsewhere = await loadTypeDocProject({
      ...options,
      root: moved,
      packages: await findApiPackages({ root: moved, patterns: ['widgets'] }),
    });
    expect(elsewhere.source).toBe('cache');
    expect(elsewhere.diagnostics).toEqual([{ ...warning, file: path.join(moved, 'widgets/lib/main.ts') }]);
    // One entry: the package's project JSON and its warnings, and what its program read outside its folder.
    expect(readdirSync(path.join(cacheDir, 'typedoc'))).toHaveLength(3);

    await appendFile(main, 'export const added = 1;\n');
    const edited = await loadTypeDocProject(options);
    expect(edited.source).toBe('typedoc');
    expect(edited.project.children!.map((c) => c.name)).toEqual(['Widget', 'added']);
    // The stale entry is gone: one entry per package.
    expect(readdirSync(path.join(cacheDir, 'typedoc'))).toHaveLength(3);
    expect((await loadTypeDocProject(options)).source).toBe('cache');

    await appendFile(path.join(root, 'tsconfig.json'), '\n');
    expect((await loadTypeDocProject(options)).source).toBe('typedoc');
    // Without a cache folder, nothing is read or written.
    expect((await loadTypeDocProject({ ...options, cacheDir: undefined })).source).toBe('typedoc');
  }, 180_000);

  it('converts each package apart and merges them; an edit converts the packages that read the file', async () => {
    const root = copyFixture();
    const cacheDir = path.join(root, '.cache');
    const packages = await findApiPackages({ root, patterns: ['shapes', 'geometry', 'widgets'] });
    const options = { root, packages, tsconfig: 'tsconfig.json', cacheDir };
    const names = packages.map((p) => p.name);
    expect(names).toEqual(['@fixture/geometry', '@fixture/shapes', '@fixture/widgets']);

    const cold = await loadTypeDocProject(options);
    expect(cold).toMatchObject({ source: 'typedoc', converted: names });
    // One module per package, named by it (TypeDoc's merge), each package's declarations in it.
    expect(cold.project.children!.map((c) => [c.name, c.kind])).toEqual(
      names.map((name) => [name, ReflectionKind.Module]),
    );
    // geometry's `Shape` is shapes' interface: the reference between packages is resolved at the merge.
    const { model } = apiModelFromTypeDoc(cold.project, { root, packages });
    const shape = model.packages[1]!.declarations.find((d) => d.name === 'Shape')!;
    const unitCircle = model.packages[0]!.declarations.find((d) => d.name === 'unitCircle')!;
    expect(unitCircle.kind === 'function' && unitCircle.signatures[0]!.returns).toMatchObject({
      kind: 'reference',
      target: { declaration: shape.id },
    });
    expect(unitCircle.kind === 'function' && unitCircle.signatures[0]!.comment!.summary[1]).toMatchObject({
      kind: 'link',
      target: { declaration: shape.id },
    });

    const warm = await loadTypeDocProject(options);
    expect(warm).toMatchObject({ source: 'cache', converted: [] });
    expect(warm.project).toEqual(cold.project);

    // widgets imports nothing of the others: it alone is converted, the merge takes the others' JSON.
    await appendFile(path.join(root, 'widgets/lib/main.ts'), 'export const added = 1;\n');
    const oneEdited = await loadTypeDocProject(options);
    expect(oneEdited).toMatchObject({ source: 'typedoc', converted: ['@fixture/widgets'] });
    expect(oneEdited.project).toEqual(
      (await loadTypeDocProject({ ...options, cacheDir: undefined })).project,
    );
    expect((await loadTypeDocProject(options)).converted).toEqual([]);

    // geometry's program read shapes' sources (the declarations it imports): both are converted.
    await appendFile(path.join(root, 'shapes/src/shape.ts'), '/** Added. */\nexport const added = 2;\n');
    expect((await loadTypeDocProject(options)).converted).toEqual(['@fixture/geometry', '@fixture/shapes']);
    // A file of a package that nothing else imports: that package only.
    await appendFile(path.join(root, 'geometry/src/index.ts'), 'export const more = 3;\n');
    expect((await loadTypeDocProject(options)).converted).toEqual(['@fixture/geometry']);
    // Each package's entry, its dependency list, and the merge's entry: nothing older is kept.
    expect(readdirSync(path.join(cacheDir, 'typedoc'))).toHaveLength(3 * 3 + 2);
  }, 180_000);

  it('reports a block tag TypeDoc does not know once for all packages, converted apart', async () => {
    const root = copyFixture();
    await writeFile(
      path.join(root, 'widgets/lib/main.ts'),
      '/** A widget. @odd */\nexport const widget = 1;\n',
    );
    await appendFile(path.join(root, 'geometry/src/index.ts'), '/** More. @odd */\nexport const more = 1;\n');
    const packages = await findApiPackages({ root, patterns: ['geometry', 'widgets'] });
    const { diagnostics } = await loadTypeDocProject({ root, packages, tsconfig: 'tsconfig.json' });
    expect(diagnostics.filter((d) => d.ruleId === 'typedoc-unknown-block-tag').map((d) => d.reason)).toEqual([
      'TypeDoc does not know the block tag @odd (first of 2 places)',
    ]);
  }, 180_000);

  it('leaves the main thread a core: one TypeDoc thread on two cores, two from three, never more than the packages', () => {
    expect(typedocThreads(1, 31)).toBe(1);
    expect(typedocThreads(2, 31)).toBe(1);
    expect(typedocThreads(3, 31)).toBe(2);
    expect(typedocThreads(16, 31)).toBe(2);
    expect(typedocThreads(16, 1)).toBe(1);
    expect(typedocThreads(16, 0)).toBe(1);
  });

  // The bundled CLI's TypeDoc worker (`npm test` bundles the CLI first).
  const typedocWorker = path.join(here, '../../cli/dist/typedoc-worker.js');
  it.skipIf(!existsSync(typedocWorker))(
    'converts on worker threads (sharing parses and resolutions) what this thread converts, each package depending on the same files',
    async () => {
      const root = copyFixture();
      const packages = await findApiPackages({ root, patterns: ['shapes', 'geometry', 'widgets'] });
      const options = { root, packages, tsconfig: 'tsconfig.json' };
      const cacheHere = path.join(root, '.cache-here');
      const cacheThere = path.join(root, '.cache-there');
      const here = await loadTypeDocProject({ ...options, cacheDir: cacheHere });
      const there = await loadTypeDocProject({ ...options, cacheDir: cacheThere, worker: typedocWorker });
      expect(there.converted).toEqual(here.converted);
      expect(there.project).toEqual(here.project);
      expect(there.diagnostics).toEqual(here.diagnostics);
      // Each package's own JSON too (ids from 0 each), though a thread holds two packages at once.
      const entries = (dir: string) =>
        readdirSync(path.join(dir, 'typedoc'))
          .sort()
          .map((name) => [name, readFileSync(path.join(dir, 'typedoc', name), 'utf8')]);
      expect(entries(cacheThere)).toEqual(entries(cacheHere));
      // Each package's dependencies (its cache key) are what its own program read, on either thread.
      for (const p of packages) {
        const files = await readDependencies(cacheThere, root, p.dir);
        expect(files).toEqual(await readDependencies(cacheHere, root, p.dir));
      }
      const shapes = packages.find((p) => p.dir.endsWith('shapes'))!;
      const geometry = packages.find((p) => p.dir.endsWith('geometry'))!;
      expect(await readDependencies(cacheThere, root, shapes.dir)).toEqual([]);
      expect(await readDependencies(cacheThere, root, geometry.dir)).toContainEqual(
        expect.stringContaining(`${path.sep}shapes${path.sep}`),
      );
      // A package TypeDoc refuses fails the load as it does here, and the threads end.
      writeFileSync(path.join(root, 'tsconfig.json'), '{ "compilerOptions": { "strict": "yes" } }');
      const error = await loadTypeDocProject({ ...options, worker: typedocWorker }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DiagnosticError);
    },
    180_000,
  );

  it.skipIf(!existsSync(typedocWorker))(
    "sends and caches the projects' JSON as the workers gave it, never serialized again on this thread",
    async () => {
      const root = copyFixture();
      const packages = await findApiPackages({ root, patterns: ['shapes', 'geometry', 'widgets'] });
      const cacheDir = path.join(root, '.cache');
      const stringify = vi.spyOn(JSON, 'stringify');
      try {
        const loaded = await loadTypeDocProject({
          root,
          packages,
          tsconfig: 'tsconfig.json',
          cacheDir,
          worker: typedocWorker,
        });
        expect(loaded.converted).toHaveLength(3);
        const isProject = (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          (value as { variant?: unknown }).variant === 'project';
        const projectsSerialized = stringify.mock.calls.filter(
          ([value]) => isProject(value) || (Array.isArray(value) && value.some(isProject)),
        );
        expect(projectsSerialized).toEqual([]);
        // The cached texts are the projects: a package's entry and the merge's read back as they were.
        stringify.mockRestore();
        const again = await loadTypeDocProject({ root, packages, tsconfig: 'tsconfig.json', cacheDir });
        expect(again.source).toBe('cache');
        expect(again.project).toEqual(loaded.project);
      } finally {
        stringify.mockRestore();
      }
    },
    180_000,
  );

  it.skipIf(!existsSync(typedocWorker))(
    'gives a package the same JSON converted alone or after others on the same thread, inferred unions included',
    async () => {
      // Two packages whose inferred unions hold the same literals, written in opposite orders.
      // TypeScript orders an inferred union by the order its checker created the members: a
      // thread whose packages shared a checker would give `role` beta's order after alpha's
      // conversion (`'password' | 'user'`), and its JSON would depend on what the cache held.
      const root = mkdtempSync(path.join(os.tmpdir(), 'api-model-'));
      temps.push(root);
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      };
      write(
        'tsconfig.json',
        JSON.stringify({
          compilerOptions: {
            strict: true,
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            lib: ['ES2022'],
            types: [],
          },
          include: ['*/src/**/*.ts'],
        }),
      );
      write('alpha/src/index.ts', "export const mode = Math.random() > 0.5 ? 'password' : 'user';\n");
      write('beta/src/index.ts', "export const role = Math.random() > 0.5 ? 'user' : 'password';\n");
      const input = (name: string) => ({
        root,
        tsconfig: path.join(root, 'tsconfig.json'),
        entries: [path.join(root, name, 'src/index.ts')],
        name,
      });
      const alone = new TypeDocWorkers(typedocWorker, 1);
      const together = new TypeDocWorkers(typedocWorker, 1);
      try {
        const beta = await alone.convert(input('beta'));
        await together.convert(input('alpha'));
        const betaAfterAlpha = await together.convert(input('beta'));
        expect(betaAfterAlpha.project).toEqual(beta.project);
        expect(betaAfterAlpha.files).toEqual(beta.files);
        const role = beta.project.children!.find((c) => c.name === 'role')!;
        expect(role.type).toEqual({
          type: 'union',
          types: [
            { type: 'literal', value: 'user' },
            { type: 'literal', value: 'password' },
          ],
        });
      } finally {
        await Promise.all([alone.close(), together.close()]);
      }
    },
    180_000,
  );

  it("throws what TypeDoc said when no entry point is in the tsconfig's program", async () => {
    const root = copyFixture();
    // The fixture's tsconfig includes */src and */lib only.
    writeFileSync(
      path.join(root, 'widgets/package.json'),
      '{ "name": "@fixture/widgets", "types": "main.ts" }',
    );
    writeFileSync(path.join(root, 'widgets/main.ts'), 'export const outside = 1;\n');
    const packages = await findApiPackages({ root, patterns: ['widgets'] });
    const error = await failure({ root, packages, tsconfig: 'tsconfig.json' });
    expect(error.diagnostics).toEqual([
      {
        severity: 'error',
        ruleId: 'typedoc',
        reason: 'Unable to find any entry points. See previous warnings',
        hint: "Check that the tsconfig's include covers each package's entry.",
      },
      {
        severity: 'warning',
        ruleId: 'typedoc',
        reason: `The entry point ${path.join(root, 'widgets/main.ts')} is not referenced by the 'files' or 'include' option in your tsconfig`,
      },
    ]);
  }, 180_000);

  it('reports tsconfig problems at their place, or at the tsconfig', async () => {
    const root = copyFixture();
    writeFileSync(path.join(root, 'bad.json'), '{\n  "compilerOptions": {\n    "strict": "yes"\n  }\n}\n');
    const packages = await findApiPackages({ root, patterns: ['widgets'] });
    const invalid = await failure({ root, packages, tsconfig: 'bad.json' });
    expect(invalid.diagnostics).toEqual([
      {
        severity: 'error',
        ruleId: 'typedoc',
        reason: "Compiler option 'strict' requires a value of type boolean. (TS5024)",
        file: path.join(root, 'bad.json'),
        line: 3,
        column: 15,
        hint: 'Fix the tsconfig the API reference is built with.',
      },
    ]);
    const missing = await failure({ root, packages, tsconfig: 'nope.json' });
    expect(missing.diagnostics).toEqual([
      {
        severity: 'error',
        ruleId: 'typedoc',
        reason: `The tsconfig file ${path.join(root, 'nope.json')} does not exist`,
        file: path.join(root, 'nope.json'),
        hint: 'Fix the tsconfig the API reference is built with.',
      },
    ]);
  }, 180_000);

  it('needs no TypeDoc for no packages', async () => {
    const loaded = await loadTypeDocProject({ root: fixture, packages: [], tsconfig: 'tsconfig.json' });
    expect(loaded.project).toMatchObject({
      schemaVersion: TYPEDOC_SCHEMA_VERSION,
      kind: ReflectionKind.Project,
      children: [],
    });
    expect(apiModelFromTypeDoc(loaded.project, { root: fixture, packages: [] }).model).toEqual({
      packages: [],
    });
  });
});

describe('a prebuilt TypeDoc JSON file', () => {
  const root = copyFixture();
  const write = (name: string, text: string) => {
    writeFileSync(path.join(root, name), text);
    return name;
  };
  const load = (prebuilt: string) =>
    loadTypeDocProject({ root, packages: [], tsconfig: 'tsconfig.json', prebuilt });

  it('is read as it is, without TypeDoc, relative to the root', async () => {
    const project = {
      schemaVersion: '2.0',
      id: 0,
      name: 'API',
      variant: 'project',
      kind: 1,
      flags: {},
      children: [],
    };
    const loaded = await load(write('api.json', JSON.stringify(project, null, 2)));
    expect(loaded).toMatchObject({ source: 'file', project, diagnostics: [] });
  });

  it('reports a syntax error at its line and column', async () => {
    const error = await load(write('broken.json', '{\n  "schemaVersion": "2.0",\n  "kind": 1,,\n}\n')).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DiagnosticError);
    expect((error as DiagnosticError).diagnostics).toEqual([
      {
        severity: 'error',
        ruleId: 'typedoc-json',
        reason: expect.stringMatching(/^broken\.json is not valid JSON: /),
        file: path.join(root, 'broken.json'),
        line: 3,
        column: 13,
        hint: expect.stringContaining('TypeDoc 0.28'),
      },
    ]);
  });

  it('rejects another schema version, at its key, saying how to regenerate', async () => {
    const error = await load(
      write('old.json', '{\n  "id": 0,\n  "schemaVersion": "1.0",\n  "kind": 1\n}\n'),
    ).catch((e: unknown) => e);
    expect((error as DiagnosticError).diagnostics).toEqual([
      {
        severity: 'error',
        ruleId: 'typedoc-json',
        reason: `old.json has schemaVersion "1.0"; accounts-docs reads TypeDoc 0.28's JSON (schemaVersion "2.0")`,
        file: path.join(root, 'old.json'),
        line: 3,
        column: 3,
        hint: 'Regenerate it with TypeDoc 0.28: `npx typedoc@0.28 --json <file> <entry points>`.',
      },
    ]);
  });

  it('rejects JSON that is not a project', async () => {
    const reflection = await load(
      write('module.json', '{ "schemaVersion": "2.0", "kind": 2, "children": [] }'),
    ).catch((e: unknown) => e);
    expect((reflection as DiagnosticError).diagnostics[0]).toMatchObject({
      ruleId: 'typedoc-json',
      reason: 'module.json is not a TypeDoc project: expected "kind": 1 and a "children" array',
      line: 1,
      column: 27,
    });
    const list = await load(write('list.json', '[]')).catch((e: unknown) => e);
    expect((list as DiagnosticError).diagnostics[0]!.reason).toBe(
      'list.json is not a TypeDoc project: it is not a JSON object',
    );
    const missing = await load('missing.json').catch((e: unknown) => e);
    expect((missing as DiagnosticError).diagnostics[0]).toMatchObject({
      ruleId: 'typedoc-json',
      file: path.join(root, 'missing.json'),
      hint: 'Check the path given to --typedoc-json.',
    });
  });
});

describe("TypeDoc's constants, copied so that a warm build does not load TypeDoc", () => {
  it('match TypeDoc 0.28', async () => {
    const typedoc = await import('typedoc');
    expect(TYPEDOC_SCHEMA_VERSION).toBe(typedoc.JSONOutput.SCHEMA_VERSION);
    for (const [name, value] of Object.entries(ReflectionKind)) {
      expect([name, value]).toEqual([
        name,
        typedoc.ReflectionKind[name as keyof typeof typedoc.ReflectionKind],
      ]);
    }
  });

  it('only typedoc-run.ts loads TypeDoc, and only by a dynamic import', () => {
    const src = path.join(here, '..', 'src');
    for (const file of readdirSync(src)) {
      const text = readFileSync(path.join(src, file), 'utf8');
      // `import type` is erased; anything else from 'typedoc' would load it.
      expect([file, text.match(/^import (?!type )[^;]*from 'typedoc[^']*';/gm)]).toEqual([file, null]);
      if (file !== 'typedoc-run.ts')
        expect([file, text.includes("await import('typedoc')")]).toEqual([file, false]);
    }
  });
});

describe('TypeDoc warnings about comments', () => {
  const sources = [
    '/**',
    ' * Draws a widget.',
    ' * @description Used by every widget.',
    ' * @param widget the widget',
    ' * @param colour not a parameter',
    ' */',
    'export function draw(widget: string): void {}',
    '',
    '/**',
    ' * Erases a widget.',
    ' * @description Also used.',
    ' * @memberof Widgets',
    ' */',
    'export function erase(): void {}',
    '',
  ].join('\n');

  it('places an unused @param at the tag, and reports an unknown block tag once, at its first place', async () => {
    const root = copyFixture();
    const main = path.join(root, 'widgets/lib/main.ts');
    await writeFile(main, sources);
    const packages = await findApiPackages({ root, patterns: ['widgets'] });
    const { diagnostics } = await loadTypeDocProject({ root, packages, tsconfig: 'tsconfig.json' });
    const place = (d: { ruleId: string; reason: string; line?: number; column?: number; file?: string }) => [
      d.ruleId,
      d.reason,
      d.file && path.relative(root, d.file),
      d.line,
      d.column,
    ];
    expect(diagnostics.map(place)).toEqual([
      [
        'typedoc-unknown-block-tag',
        'TypeDoc does not know the block tag @description (first of 2 places)',
        'widgets/lib/main.ts',
        3,
        4,
      ],
      [
        'typedoc-unknown-block-tag',
        'TypeDoc does not know the block tag @memberof',
        'widgets/lib/main.ts',
        12,
        4,
      ],
      [
        'typedoc',
        'The signature draw has an @param with name "colour", which was not used',
        'widgets/lib/main.ts',
        5,
        4,
      ],
    ]);
  });

  it('takes the block tags the config declares (api.blockTags or typedocOptions.blockTags)', async () => {
    const root = copyFixture();
    await writeFile(path.join(root, 'widgets/lib/main.ts'), sources);
    const packages = await findApiPackages({ root, patterns: ['widgets'] });
    const { diagnostics, project } = await loadTypeDocProject({
      root,
      packages,
      tsconfig: 'tsconfig.json',
      blockTags: ['@description'],
      typedocOptions: { blockTags: ['@memberof'], excludeNotDocumented: false },
    });
    expect(diagnostics.map((d) => d.ruleId)).toEqual(['typedoc']);
    // The declared tag is kept in the comment, as TypeDoc keeps its own.
    const draw = project.children!.find((c) => c.name === 'draw')!;
    expect(draw.signatures![0]!.comment!.blockTags!.map((t) => t.tag)).toContain('@description');
  });
});
