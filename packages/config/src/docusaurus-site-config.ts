import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocusaurusSource } from './resolve-config.ts';
import { record } from './docusaurus-input.ts';

/**
 * Keys of a Docusaurus config that only its build reads: left out of the site config the pages
 * see (they hold local paths and functions, and would end up in the browser's bundle).
 */
const BUILD_ONLY = new Set(['presets', 'plugins', 'themes', 'clientModules', 'webpack', 'ssrTemplate']);

/**
 * What React pages read of a Docusaurus site: its config as JSON, as Docusaurus serialises it
 * for the browser (`@generated/docusaurus.config`, JSON.stringify: functions and `undefined`
 * dropped) less the build-only keys, and the default locale's code translations
 * (`i18n/<locale>/code.json`: `{ id: { message } }`), which Docusaurus reads for every locale.
 */
export function docusaurusSource(exported: unknown, configFile: string): DocusaurusSource {
  const siteConfig: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record(exported))) {
    if (BUILD_ONLY.has(key)) continue;
    const json = plainJson(value);
    if (json !== undefined) siteConfig[key] = json;
  }
  const locale = record(siteConfig.i18n).defaultLocale;
  const file = path.join(path.dirname(configFile), 'i18n', typeof locale === 'string' ? locale : 'en', 'code.json');
  const codeTranslations: Record<string, string> = {};
  if (existsSync(file)) {
    try {
      for (const [id, entry] of Object.entries(record(JSON.parse(readFileSync(file, 'utf8')))))
        if (typeof record(entry).message === 'string') codeTranslations[id] = record(entry).message as string;
    } catch {
      // An unreadable translations file: the messages as written in the code are shown.
    }
  }
  return { siteConfig, codeTranslations };
}

/** `value` as JSON would carry it; undefined for what it cannot (a function, a cycle). */
function plainJson(value: unknown): unknown {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
