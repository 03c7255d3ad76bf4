import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ValidConfig } from './schema.ts';

/** A validated config with every folder made absolute and a fingerprint of its content. */
export interface ResolvedConfig extends ValidConfig {
  configFile: string;
  /** The folder of the config file: every relative path in the config starts here. */
  root: string;
  paths: {
    docs: string;
    static: string | undefined;
    pages: string | undefined;
    theme: string | undefined;
    cache: string;
  };
  /** sha256 of the validated config; part of every cache key that depends on it. */
  hash: string;
}

/** Anchors the config's relative paths at its own folder. */
export function resolveConfig(config: ValidConfig, configFile: string): ResolvedConfig {
  const root = path.dirname(configFile);
  const at = (p: string | undefined) => (p === undefined ? undefined : path.resolve(root, p));
  return {
    ...config,
    configFile,
    root,
    paths: {
      docs: path.resolve(root, config.docs.path),
      static: at(config.staticDir),
      pages: at(config.pagesDir),
      theme: at(config.themeDir),
      cache: path.join(root, 'node_modules', '.cache', 'accounts-docs'),
    },
    hash: createHash('sha256').update(JSON.stringify(config)).digest('hex'),
  };
}
