import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONFIG_MISSING, DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { ConfigBundleCache } from './config-bundle-cache.ts';
import { bundleConfigFile } from './bundle-config.ts';
import { evaluateConfig, type EvaluateOptions } from './evaluate-config.ts';
import { evaluationDir, evaluationFile } from './evaluation-files.ts';
import { DOCUSAURUS_CONFIG_FILES, fromDocusaurusConfig } from './docusaurus-config.ts';
import { docusaurusSidebarsFile } from './docusaurus-docs.ts';
import { docusaurusSource } from './docusaurus-site-config.ts';
import { locateKey } from './source-places.ts';
import {
  isDocusaurusConfig,
  resolveConfig,
  type DocusaurusSource,
  type ResolvedConfig,
} from './resolve-config.ts';
import { ValidatedConfigCache } from './validated-config-cache.ts';

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
  /**
   * Reuse the last run's bundle of the config while the files it was made from are unchanged,
   * and keep this run's; `engine` identifies the code that bundles (a bundle made by other code
   * is not reused). `keep` gets the write of a new bundle to run once the run may write (a
   * build refused before touching anything writes nothing); without it the bundle is written at
   * once. Without `cache`, the config is bundled every time.
   */
  cache?: ConfigCacheOptions;
}

export interface ConfigCacheOptions {
  engine: string;
  keep?: (write: () => Promise<void>) => void;
}

/**
 * Finds, bundles, imports and validates the config file: ours, or a Docusaurus site's
 * `docusaurus.config.*` (with its sidebars file), mapped onto ours. Throws a DiagnosticError
 * on any problem.
 */
export async function loadConfig(options: LoadConfigOptions = {}): Promise<ResolvedConfig> {
  const cwd = options.cwd ?? process.cwd();
  const file = findConfigFile(cwd, options.configFile);
  const source = await readFile(file, 'utf8');
  const docusaurus = isDocusaurusConfig(file);
  // Docusaurus also accepts a function (sync or async) that returns the config: it is called
  // where the config is evaluated.
  const exported = await importConfigFile(file, source, options.cache, { callExport: docusaurus });
  if (!docusaurus) return validated(exported, { file, source }, [], options.cache);
  const sidebarsFile = docusaurusSidebarsFile(exported, { file, exists: existsSync });
  if (typeof sidebarsFile === 'string' && !existsSync(sidebarsFile)) {
    throw new DiagnosticError([
      {
        severity: 'error',
        ruleId: CONFIG_MISSING,
        reason: `The sidebars file does not exist: ${sidebarsFile}`,
        file,
        ...(locateKey(source, ['sidebarPath']) ?? { line: 1, column: 1 }),
        hint: 'check sidebarPath in the docs options of the preset',
      },
    ]);
  }
  const sidebars =
    typeof sidebarsFile === 'string'
      ? await importConfigFile(sidebarsFile, await readFile(sidebarsFile, 'utf8'), options.cache)
      : sidebarsFile;
  const mapped = fromDocusaurusConfig(exported, { file, source, sidebars, exists: existsSync });
  return validated(
    mapped.config,
    { file, source },
    mapped.diagnostics,
    options.cache,
    docusaurusSource(exported, file),
  );
}

/** Validates an already-imported config value; `source` lets messages point at the bad key. */
export function validateConfig(
  value: unknown,
  where: { file: string; source?: string },
  diagnostics: Diagnostic[] = [],
): Promise<ResolvedConfig> {
  return validated(value, where, diagnostics, undefined);
}

/**
 * Validates a config value and resolves it. With a cache, the last run's validation of the same
 * value (the schema's output for it, kept beside the config's bundle) is taken instead, so that
 * a run whose config did not change does not load the schema.
 */
async function validated(
  value: unknown,
  where: { file: string; source?: string },
  diagnostics: Diagnostic[],
  cache: ConfigCacheOptions | undefined,
  docusaurus?: DocusaurusSource,
): Promise<ResolvedConfig> {
  const validations = cache && new ValidatedConfigCache(evaluationDir(where.file), where.file, cache.engine);
  let valid = await validations?.read(value);
  if (!valid) {
    const { parseConfig } = await import('./validate-config.ts');
    const parsed = parseConfig(value, where);
    if (validations) {
      const write = () => validations.write(value, parsed);
      if (cache?.keep) cache.keep(write);
      else await write();
    }
    valid = parsed;
  }
  return resolveConfig(valid, where.file, diagnostics, docusaurus);
}

function findConfigFile(cwd: string, configFile: string | undefined): string {
  if (configFile) {
    const file = path.resolve(cwd, configFile);
    if (!existsSync(file)) {
      throw new DiagnosticError([
        {
          severity: 'error',
          ruleId: CONFIG_MISSING,
          reason: `Config file not found: ${file}`,
          file,
          hint: 'check the --config path',
        },
      ]);
    }
    return file;
  }
  // A Docusaurus site builds as it is: its config is read when there is none of ours.
  for (const name of [...DEFAULT_CONFIG_FILES, ...DOCUSAURUS_CONFIG_FILES]) {
    const file = path.join(cwd, name);
    if (existsSync(file)) return file;
  }
  throw new DiagnosticError([
    {
      severity: 'error',
      ruleId: CONFIG_MISSING,
      reason: `No config file in ${cwd}`,
      file: path.join(cwd, DEFAULT_CONFIG_FILES[0]!),
      hint: `run \`npx accounts-docs init\` to write a new site here (${DEFAULT_CONFIG_FILES[0]}, docs/, a home page), run it in a Docusaurus site (docusaurus.config.js), or pass --config <file>`,
    },
  ]);
}

/**
 * Bundles the config with esbuild (so it can be TypeScript, CommonJS or ESM and import local
 * helpers) and evaluates the bundle from the project's `node_modules/.cache`, where its bare
 * imports resolve from the project; `import.meta` still names the config file. A CommonJS
 * file's `module.exports` is its default export (esbuild's format conversion); `require`,
 * `__dirname` and `__filename` are those of the original file, as Docusaurus configs expect
 * (`require.resolve('./sidebars.js')`).
 */
async function importConfigFile(
  file: string,
  source: string,
  cache: ConfigCacheOptions | undefined,
  evaluation: EvaluateOptions = {},
): Promise<unknown> {
  const outfile = evaluationFile(file);
  const bundles = cache && new ConfigBundleCache(evaluationDir(file), file, cache.engine);
  let code = await bundles?.read();
  if (code === undefined) {
    const bundled = await bundleConfigFile(file, outfile);
    code = bundled.code;
    if (cache && bundles) {
      const write = () => bundles.write(bundled.code, bundled.inputs, bundled.startedMs);
      if (cache.keep) cache.keep(write);
      else await write();
    }
  }
  return evaluateConfig(code, outfile, file, source, evaluation);
}
