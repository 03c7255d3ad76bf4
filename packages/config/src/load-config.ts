import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Message } from 'esbuild';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { configSchema } from './schema.ts';
import { validationDiagnostics } from './validation-diagnostics.ts';
import { resolveConfig, type ResolvedConfig } from './resolve-config.ts';

export const DEFAULT_CONFIG_FILES = [
  'accounts-docs.config.ts',
  'accounts-docs.config.mts',
  'accounts-docs.config.js',
  'accounts-docs.config.mjs',
];

export interface LoadConfigOptions {
  /** Path of the config file; when absent, the default names are looked up in `cwd`. */
  configFile?: string;
  cwd?: string;
}

/** Finds, bundles, imports and validates the config file. Throws a DiagnosticError on any problem. */
export async function loadConfig(options: LoadConfigOptions = {}): Promise<ResolvedConfig> {
  const cwd = options.cwd ?? process.cwd();
  const file = findConfigFile(cwd, options.configFile);
  const source = await readFile(file, 'utf8');
  const exported = await importConfigFile(file);
  return validateConfig(exported, { file, source });
}

/** Validates an already-imported config value; `source` lets messages point at the bad key. */
export function validateConfig(value: unknown, where: { file: string; source?: string }): ResolvedConfig {
  const result = configSchema.safeParse(value);
  if (!result.success) {
    throw new DiagnosticError(validationDiagnostics(result.error, where));
  }
  return resolveConfig(result.data, where.file);
}

function findConfigFile(cwd: string, configFile: string | undefined): string {
  if (configFile) {
    const file = path.resolve(cwd, configFile);
    if (!existsSync(file)) {
      throw new DiagnosticError([
        {
          severity: 'error',
          ruleId: 'config-missing',
          reason: `Config file not found: ${file}`,
          hint: 'check the --config path',
        },
      ]);
    }
    return file;
  }
  for (const name of DEFAULT_CONFIG_FILES) {
    const file = path.join(cwd, name);
    if (existsSync(file)) return file;
  }
  throw new DiagnosticError([
    {
      severity: 'error',
      ruleId: 'config-missing',
      reason: `No config file in ${cwd}`,
      hint: `create ${DEFAULT_CONFIG_FILES[0]} exporting defineConfig({...}), or pass --config <file>`,
    },
  ]);
}

/**
 * Bundles the config with esbuild (so it can be TypeScript and import local helpers),
 * writes it beside the original so that its bare imports resolve from the project,
 * imports it and removes the temporary file.
 */
async function importConfigFile(file: string): Promise<unknown> {
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
      plugins: [
        {
          // `defineConfig` only gives types; resolving it here keeps the config
          // independent of where accounts-docs is installed.
          name: 'accounts-docs-define-config',
          setup(b) {
            b.onResolve({ filter: /^accounts-docs$/ }, () => ({
              path: 'accounts-docs',
              namespace: 'accounts-docs',
            }));
            b.onLoad({ filter: /.*/, namespace: 'accounts-docs' }, () => ({
              contents: 'export const defineConfig = (config) => config;',
              loader: 'js',
            }));
          },
        },
      ],
    });
    code = result.outputFiles[0]!.text;
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors) throw error;
    throw new DiagnosticError(
      errors.map((message) => esbuildDiagnostic(message, file)),
      { cause: error },
    );
  }

  const temp = `${file}.timestamp-${Date.now()}-${process.pid}.mjs`;
  await writeFile(temp, code);
  try {
    const module = (await import(pathToFileURL(temp).href)) as { default?: unknown };
    if (module.default === undefined) {
      throw new DiagnosticError([
        {
          severity: 'error',
          ruleId: 'config-no-default-export',
          reason: 'The config file has no default export',
          file,
          line: 1,
          column: 1,
          hint: 'add `export default defineConfig({ ... })`',
        },
      ]);
    }
    return module.default;
  } catch (error) {
    if (error instanceof DiagnosticError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DiagnosticError(
      [
        {
          severity: 'error',
          ruleId: 'config-evaluation',
          reason: `The config file threw while loading: ${reason}`,
          file,
        },
      ],
      { cause: error },
    );
  } finally {
    await rm(temp, { force: true });
  }
}

function esbuildDiagnostic(message: Message, file: string): Diagnostic {
  const location = message.location;
  return {
    severity: 'error',
    ruleId: 'config-syntax',
    reason: message.text,
    file: location ? path.resolve(location.file) : file,
    line: location?.line ?? 1,
    column: (location?.column ?? 0) + 1,
    ...(location?.suggestion ? { hint: `did you mean \`${location.suggestion}\`?` } : {}),
  };
}
