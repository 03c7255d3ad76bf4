import { functionOrigin } from './config-thread.ts';
import { isPlainData } from './markdown-schema.ts';
import {
  DOCS_PLUGIN,
  isDefaultInstance,
  list,
  pick,
  pluginEntry,
  PRESET_CLASSIC,
  record,
  type Json,
  type Warn,
} from './docusaurus-input.ts';

// The `markdown` section of a Docusaurus config mapped onto ours (`docusaurus-config.ts`): the
// format, `mdx1Compat`, admonition keywords, TOC levels and the docs' and pages' remark and
// rehype plugins.

/** Our `markdown` options from a Docusaurus config's `markdown` and `themeConfig.tableOfContents`. */
export function mapMarkdown(input: Json, theme: Json, warn: Warn): Json {
  // Docusaurus 3 reads every markdown file as MDX unless `markdown.format` says otherwise.
  const options = record(input.markdown);
  let markdown: Json = {
    format: options.format ?? 'mdx',
    ...markdownPlugins(input, warn),
    ...(options.mdx1Compat !== undefined
      ? { mdx1Compat: pick(record(options.mdx1Compat), ['comments', 'admonitions', 'headingIds']) }
      : {}),
  };
  // Docusaurus's `markdown.admonitions.keywords` (which extend its defaults unless
  // `extendDefaults: false`; the defaults stay here, a superset of what such a site writes).
  const keywords = list(record(record(input.markdown).admonitions).keywords).filter(
    (keyword): keyword is string => typeof keyword === 'string',
  );
  // (Added to the markdown options above, which it used to replace: format and plugins lost.)
  if (keywords.length > 0) markdown = { ...markdown, admonitionKeywords: keywords };
  // theme-classic's `themeConfig.tableOfContents`: the levels of every page's TOC and TOCInline's.
  if (theme.tableOfContents !== undefined)
    markdown = {
      ...markdown,
      tableOfContents: pick(record(theme.tableOfContents), ['minHeadingLevel', 'maxHeadingLevel']),
    };
  return markdown;
}

const PLUGIN_LISTS = [
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
];

/**
 * The remark and rehype plugins of the classic preset's docs and pages options, as our
 * `markdown` lists: one list per kind for the whole site (the docs' entries, then the pages'
 * that the docs do not list), in Docusaurus's order.
 */
function markdownPlugins(input: Json, warn: Warn): Json {
  const out: Json = {};
  let preset: Json = {};
  for (const entry of list(input.presets)) {
    const [name, options] = pluginEntry(entry);
    if (name !== undefined && PRESET_CLASSIC.test(name)) preset = record(options);
  }
  const docs = docsOptions(input) ?? {};
  for (const key of PLUGIN_LISTS) {
    const entries = [...list(docs[key]), ...list(record(preset.pages)[key])];
    const seen = new Set<unknown>();
    const merged = entries.filter((entry) => {
      const plugin = Array.isArray(entry) ? entry[0] : entry;
      if (seen.has(plugin)) return false;
      seen.add(plugin);
      // A plugin written in the config or a local file has no module the compile can load: in
      // a Docusaurus site it is left out with a warning (the site still builds, without what it
      // adds), where our own config refuses it at its key (schema.ts).
      if (typeof plugin === 'function' && !functionOrigin(plugin)) {
        warn(
          `The ${key} entry ${plugin.name || '(inline function)'} is not run: it is not imported from a package`,
          key,
          'accounts-docs loads remark and rehype plugins by their package; publish the plugin as one, or leave it out',
        );
        return false;
      }
      // Options that hold functions (remark-typescript-tools' `postProcessTranspiledJs`) cannot
      // go to the compile workers, which load each plugin themselves: left out the same way.
      const options = Array.isArray(entry) ? entry[1] : undefined;
      if (options !== undefined && !isPlainData(options)) {
        warn(
          `The ${key} entry ${(plugin as { name?: string }).name || '(inline function)'} is not run: its options hold functions`,
          key,
          'accounts-docs hands a plugin its options as data; give it options without functions, or leave it out',
        );
        return false;
      }
      return true;
    });
    if (merged.length > 0) out[key] = merged;
  }
  return out;
}

/**
 * The options of the docs plugin we build: the classic preset's `docs`, else a
 * `@docusaurus/plugin-content-docs` entry of `plugins` with the default id — what the preset
 * itself adds (preset-classic's `src/index.ts`); `undefined` when there is neither.
 */
function docsOptions(input: Json): Json | undefined {
  for (const entry of list(input.presets)) {
    const [name, options] = pluginEntry(entry);
    if (name !== undefined && PRESET_CLASSIC.test(name) && record(options).docs !== false) {
      return record(record(options).docs);
    }
  }
  for (const entry of list(input.plugins)) {
    const [name, options] = pluginEntry(entry);
    if (name !== undefined && DOCS_PLUGIN.test(name) && isDefaultInstance(options)) return record(options);
  }
  return undefined;
}
