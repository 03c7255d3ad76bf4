import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The bundled CLI (`npm test` bundles it first).
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** The bundle's files a module loads through its static imports, with the sources each holds. */
function staticGraph(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    // esbuild marks each source it put in a chunk with a `// path` comment.
    seen.set(
      file,
      [...text.matchAll(/^\/\/ ((?:packages|node_modules)\/\S+)$/gm)].map((m) => m[1]!),
    );
    for (const m of text.matchAll(/^(?:import|export)\s[^;]*?from\s*"(\.[^"]+)"|^import\s*"(\.[^"]+)"/gms))
      walk(path.resolve(path.dirname(file), m[1] ?? m[2]!));
  };
  walk(entry);
  return seen;
}

const sourcesOf = (graph: Map<string, string[]>) => [...graph.values()].flat();

describe.skipIf(!existsSync(path.join(dist, 'cli.js')))(
  'what a warm build loads before it knows it is up to date',
  () => {
    it("cli.js loads the entry and the config's thread starter before anything else, not the stages", () => {
      // The config's thread starts before the commands' module is even imported (prestart.ts).
      const sources = sourcesOf(staticGraph(path.join(dist, 'cli.js')));
      expect([...new Set(sources.filter((s) => s.startsWith('packages/')))].sort()).toEqual([
        'packages/cli/src/main.ts',
        'packages/cli/src/prestart.ts',
        'packages/cli/src/v8-tiering.ts',
        'packages/config/src/config-thread-source.ts',
        'packages/config/src/config-thread.ts',
      ]);
    });

    it("the commands' module loads the CLI, its reporter and the diagnostics, not the stages", () => {
      const entry = readFileSync(path.join(dist, 'cli.js'), 'utf8');
      const commands = /import\("(\.\/[^"]+)"\)/.exec(entry)?.[1];
      expect(commands).toBeDefined();
      const sources = sourcesOf(staticGraph(path.join(dist, commands!)));
      const packages = new Set(sources.map((s) => s.split('/').slice(0, 2).join('/')));
      expect([...packages].filter((p) => p.startsWith('packages/')).sort()).toEqual([
        'packages/cli',
        'packages/config',
        'packages/diagnostics',
      ]);
      expect([...new Set(sources.filter((s) => s.startsWith('packages/config/')))].sort()).toEqual([
        'packages/config/src/config-thread-source.ts',
        'packages/config/src/config-thread.ts',
      ]);
    });

    it("the build command's up-to-date path finds the API packages without the TypeDoc JSON converter", () => {
      const chunks = readdirSync(path.join(dist, 'chunks'));
      const build = chunks.find((name) => name.startsWith('build-'))!;
      const finder = chunks.find((name) => name.startsWith('find-packages-'));
      expect(finder).toBeDefined();
      const sources = [
        ...sourcesOf(staticGraph(path.join(dist, 'chunks', build))),
        ...sourcesOf(staticGraph(path.join(dist, 'chunks', finder!))),
      ];
      expect(sources).toContain('packages/api-model/src/find-packages.ts');
      expect(sources).not.toContain('packages/api-model/src/from-typedoc.ts');
      expect(sources.filter((s) => /^packages\/(links|pages|api-pages|render|markdown)\//.test(s))).toEqual(
        [],
      );
    });
  },
);
