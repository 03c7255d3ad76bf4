// What the Docusaurus mappers share: loose JSON reading, the warning callback, the context.

export type Json = Record<string, unknown>;

/** Reports an option we leave out: what, the name to place it at, and what to do instead. */
export type Warn = (reason: string, near: string, hint: string) => void;

export interface DocusaurusContext {
  /** The Docusaurus config file. */
  file: string;
  /** Its text, to place warnings. */
  source: string;
  /** The sidebars file's export, when the docs have one (see `docusaurusSidebarsFile`). */
  sidebars?: unknown;
  /** Whether a path (absolute) exists: the site's optional folders are used when present. */
  exists: (file: string) => boolean;
}

/** The classic preset's name, however it is written (`classic`, `@docusaurus/preset-classic`). */
export const PRESET_CLASSIC = /(^classic$|preset-classic)/;

/** `'name'`, `['name', options]`, or a plugin function: its name and options. */
export function pluginEntry(entry: unknown): [string | undefined, unknown] {
  if (typeof entry === 'string') return [packageOf(entry), undefined];
  if (Array.isArray(entry)) return [typeof entry[0] === 'string' ? packageOf(entry[0]) : undefined, entry[1]];
  return [undefined, undefined];
}

/**
 * A plugin given as the file `require.resolve` found (`/site/node_modules/docusaurus-plugin-x/src/index.js`,
 * which Docusaurus loads as it loads the name) is known by its package's name, as written in the config.
 */
function packageOf(name: string): string {
  const posix = name.replace(/\\/g, '/');
  const at = posix.lastIndexOf('/node_modules/');
  if (at === -1) return name;
  const [first, second] = posix.slice(at + '/node_modules/'.length).split('/');
  return first!.startsWith('@') && second ? `${first}/${second}` : first!;
}

/** An object, or `{}` for anything else. */
export function record(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

/** An array, or `[]` for anything else. */
export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The keys given that are set, as a new object. */
export function pick(from: Json, keys: string[]): Json {
  const out: Json = {};
  copy(from, out, keys);
  return out;
}

/** Copies the keys given that are set. */
export function copy(from: Json, to: Json, keys: string[]): void {
  for (const key of keys) if (from[key] !== undefined) to[key] = from[key];
}

/** `@docusaurus/plugin-content-docs` as a plugin entry names it. */
export const DOCS_PLUGIN = /(^|\/)plugin-content-docs$/;

/** A plugin entry without an `id`, or with Docusaurus's default one. */
export function isDefaultInstance(options: unknown): boolean {
  const id = record(options).id;
  return id === undefined || id === 'default';
}
