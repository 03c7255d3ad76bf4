import path from 'node:path';
import { list, record, type Json, type Warn } from './docusaurus-input.ts';

/** The typedoc-api plugin's options: packages are relative to its projectRoot, ours to the site. */
export function mapTypedocApi(options: Json, siteDir: string, warn: Warn): Json {
  const projectRoot =
    typeof options.projectRoot === 'string' ? path.resolve(siteDir, options.projectRoot) : siteDir;
  const fromSite = (p: string) => {
    const negated = p.startsWith('!');
    const relative = path
      .relative(siteDir, path.resolve(projectRoot, negated ? p.slice(1) : p))
      .split(path.sep)
      .join('/');
    return `${negated ? '!' : ''}${relative || '.'}`;
  };
  // Each package's entry is the plugin's (`src/index.ts` unless given), and one that does not
  // exist is skipped with a warning: the plugin hands the entries to TypeDoc, which warns that
  // the entry point matches no file and documents the others (accounts-js lists packages/e2e,
  // which has none: its site shows the other 31 packages).
  const packages = list(options.packages).map((entry) => {
    if (typeof entry === 'string')
      return entry.startsWith('!')
        ? fromSite(entry)
        : { path: fromSite(entry), entry: 'src/index.ts', optional: true };
    const pkg = record(entry);
    const folder = typeof pkg.path === 'string' ? fromSite(pkg.path) : pkg.path;
    const entries = pkg.entry;
    if (entries === undefined) return { path: folder, entry: 'src/index.ts', optional: true };
    if (typeof entries === 'string') return { path: folder, entry: entries, optional: true };
    // `{ index: 'src/index.ts', testing: { path, label } }`: the reference has one entry per package.
    const all = Object.entries(record(entries));
    const [first, chosen] = all.find(([name]) => name === 'index') ?? all[0] ?? ['index', undefined];
    if (all.length > 1)
      warn(
        `Only the "${first}" entry of ${String(pkg.path)} is documented`,
        String(pkg.path),
        'the API reference has one entry point per package',
      );
    return { path: folder, entry: typeof chosen === 'string' ? chosen : record(chosen).path, optional: true };
  });
  const out: Json = {
    // "Defined in" paths are written from the plugin's projectRoot, as on the plugin's site.
    ...(fromSite('.') !== '.' ? { projectRoot: fromSite('.') } : {}),
    packages,
    tsconfig: fromSite(typeof options.tsconfigName === 'string' ? options.tsconfigName : 'tsconfig.json'),
  };
  if (options.changelogs !== undefined) out.changelogs = options.changelogs;
  if (options.typedocOptions !== undefined) out.typedocOptions = options.typedocOptions;
  // The plugin hands `exclude` to TypeDoc as its `exclude` option, after `typedocOptions`
  // (`exclude: options.exclude` in its src/plugin/data.ts): globs of source files, relative to
  // the site folder (Docusaurus's working folder), which TypeDoc applies only when it expands a
  // folder or a glob into files. It never leaves out a package named in `packages`, so a list of
  // package folders (`'packages/types'`) excludes none, on the plugin's site as here.
  if (options.exclude !== undefined)
    out.typedocOptions = {
      ...record(options.typedocOptions),
      exclude: list(options.exclude).map((p) => (typeof p === 'string' ? path.resolve(siteDir, p) : p)),
    };
  if (typeof options.routeBasePath === 'string')
    out.routeBasePath = `/${options.routeBasePath.replace(/^\/|\/$/g, '')}`;
  const known = [
    'projectRoot',
    'packages',
    'exclude',
    'changelogs',
    'typedocOptions',
    'tsconfigName',
    'routeBasePath',
    'id',
  ];
  const ignored = Object.keys(options).filter((key) => !known.includes(key));
  if (ignored.length > 0)
    warn(
      `typedoc-api options not used: ${ignored.join(', ')}`,
      ignored[0]!,
      'see the migration guide in the README',
    );
  return out;
}
