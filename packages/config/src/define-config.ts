import type { UserConfig } from './schema.ts';

/** Gives a config file its types; returns the config unchanged. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
