// Assembles the publishable `accounts-docs` package in a temporary folder and packs it with
// `npm pack` (its options passed on: `--dry-run`, `--json`, `--pack-destination <dir>`):
//   dist/           the bundled CLI and public modules (scripts/build-cli.mjs)
//   dist/types/     `accounts-docs` and `accounts-docs/theme` as declaration files (rollup-plugin-dts)
//   site-theme/     the theme's client script, islands and CSS: bundled when a site is built
//   bin.js, README.md, LICENSE, THIRD-PARTY-NOTICES.md, package.json
// The manifest is made here, from the workspace manifests: its dependencies are the third-party
// packages the bundle leaves external, with their ranges (docs/architecture/package.md says why each
// is a dependency or a peer). The monorepo's own manifests stay as they are for development.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { buildCli, externalDependencies, root, workspaceDirs } from './build-cli.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The package whose copy in the user's project must be the one used, declared as a peer:
 * TypeDoc compiles the project's API sources with the project's TypeScript (TypeDoc itself
 * declares it a peer, in the range given here).
 */
function peerDependencies() {
  const typedocPeers = readJson(path.join(root, 'node_modules/typedoc/package.json')).peerDependencies;
  return { peerDependencies: { typescript: typedocPeers.typescript } };
}

/**
 * Not imported by the bundle, yet needed at run time or by the declaration files, with the
 * range of the manifest that declares them: zod (bundled into dist) because the config types
 * (`UserConfig`) are inferred from its schemas; @types/react (a devDependency here) because the
 * declarations of `accounts-docs/theme` import React's types, and a build type-checks a
 * project's theme overrides against them (without it that check would pass anything).
 */
const FOR_TYPES = ['zod', '@types/react'];

/** One range per package: equal ranges, or carets of one major (the highest one wins). */
function oneRange(name, ranges) {
  const all = [...ranges];
  if (all.length === 1) return all[0];
  const caret = all.map((range) => /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range));
  if (caret.every((m) => m && m[1] === caret[0][1])) {
    const value = (m) => Number(m[2]) * 1e6 + Number(m[3]);
    return caret.sort((a, b) => value(b) - value(a))[0][0];
  }
  throw new Error(`The workspace manifests give ${name} ranges that do not agree: ${all.join(', ')}`);
}

function dependencies() {
  const external = externalDependencies();
  const peers = peerDependencies();
  const out = {};
  for (const [name, ranges] of [...external].sort(([a], [b]) => (a < b ? -1 : 1)))
    if (!(name in peers.peerDependencies)) out[name] = oneRange(name, ranges);
  const manifests = [root, ...workspaceDirs].map((dir) => readJson(path.join(dir, 'package.json')));
  for (const name of FOR_TYPES) {
    const range = manifests.map((pkg) => pkg.dependencies?.[name] ?? pkg.devDependencies?.[name]).find(Boolean);
    if (!range) throw new Error(`No manifest of the workspace declares ${name}`);
    out[name] = range;
  }
  return { dependencies: Object.fromEntries(Object.entries(out).sort()), ...peers };
}

/**
 * `accounts-docs` and `accounts-docs/theme` as one declaration file each, the workspace
 * packages' types inlined. The workspace packages are given to TypeScript by path: reached
 * through node_modules links they would count as libraries, and rollup-plugin-dts compiles a
 * program per library file.
 */
async function buildTypes(into) {
  const paths = {};
  for (const dir of workspaceDirs) {
    const pkg = readJson(path.join(dir, 'package.json'));
    for (const [key, target] of Object.entries(pkg.exports ?? {})) {
      const file = typeof target === 'string' ? target : target.types;
      if (/\.tsx?$/.test(file)) paths[pkg.name + key.slice(1)] = [path.join(dir, file)];
    }
  }
  const warnings = [];
  const bundle = await rollup({
    input: {
      index: path.join(root, 'packages/cli/src/public.ts'),
      theme: path.join(root, 'packages/cli/src/theme.ts'),
    },
    external: (id) => !id.startsWith('@accounts-docs/') && !id.startsWith('.') && !path.isAbsolute(id),
    plugins: [
      dts({
        respectExternal: true,
        tsconfig: path.join(root, 'tsconfig.base.json'),
        compilerOptions: { paths, noEmit: false, declaration: true, emitDeclarationOnly: true },
      }),
    ],
    onwarn: (warning) => warnings.push(warning.message),
  });
  if (warnings.length > 0) throw new Error(`The declaration bundle has warnings:\n${warnings.join('\n')}`);
  const { output } = await bundle.write({ dir: into, format: 'es', entryFileNames: '[name].d.ts' });
  await bundle.close();
  const imported = new Set(output.flatMap((chunk) => chunk.imports));
  const declared = new Set([...FOR_TYPES.filter((name) => !name.startsWith('@types/')), 'react']);
  const undeclared = [...imported].filter((name) => !declared.has(name));
  if (undeclared.length > 0) throw new Error(`The declarations import undeclared packages: ${undeclared.join(', ')}`);
}

/** The theme's client tsconfig with its `extends` chain merged: the package has no tsconfig.base.json. */
function flatTsconfig(file) {
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  let compilerOptions = config.compilerOptions ?? {};
  if (config.extends) {
    const base = flatTsconfig(path.resolve(path.dirname(file), config.extends));
    compilerOptions = { ...base.compilerOptions, ...compilerOptions };
  }
  return { ...config, extends: undefined, compilerOptions };
}

/** The license of every third-party package bundled into dist (their code ships in it). */
function thirdPartyNotices(metafile) {
  const packages = new Map();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (!match || packages.has(match[1])) continue;
    const dir = path.join(root, input.slice(0, match.index), 'node_modules', match[1]);
    const manifest = readJson(path.join(dir, 'package.json'));
    const licenseFile = ['LICENSE', 'license', 'LICENSE.md', 'license.md', 'LICENSE.txt']
      .map((name) => path.join(dir, name))
      .find((file) => existsSync(file));
    // Old manifests name it in `licenses: [{ type }]`.
    const license = manifest.license ?? manifest.licenses?.map((entry) => entry.type ?? entry.url).join(' OR ') ?? 'not declared';
    packages.set(match[1], {
      version: manifest.version,
      license,
      text: licenseFile ? readFileSync(licenseFile, 'utf8').trim() : `${license} (no license file in the package)`,
    });
  }
  const sections = [...packages]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, { version, license, text }]) => `## ${name} ${version} (${license})\n\n\`\`\`\n${text}\n\`\`\``);
  return `# Third-party notices\n\nThe files in \`dist/\` include code of these packages.\n\n${sections.join('\n\n')}\n`;
}

/** The package's manifest: the CLI's name, version and description, and what it needs. */
function manifest() {
  const cli = readJson(path.join(root, 'packages/cli/package.json'));
  const monorepo = readJson(path.join(root, 'package.json'));
  return {
    name: cli.name,
    version: cli.version,
    description: cli.description,
    keywords: ['documentation', 'static-site-generator', 'docusaurus', 'typedoc', 'markdown', 'mdx'],
    license: monorepo.license,
    repository: monorepo.repository,
    type: 'module',
    engines: cli.engines,
    bin: { 'accounts-docs': './bin.js' },
    types: './dist/types/index.d.ts',
    // For projects still on `moduleResolution: node10`, which does not read `exports`.
    typesVersions: { '*': { theme: ['./dist/types/theme.d.ts'] } },
    exports: {
      '.': { types: './dist/types/index.d.ts', default: './dist/index.js' },
      './theme': { types: './dist/types/theme.d.ts', default: './dist/theme.js' },
      './package.json': './package.json',
    },
    files: ['bin.js', 'dist', 'site-theme', 'THIRD-PARTY-NOTICES.md'],
    ...dependencies(),
  };
}

/** Builds the package's folder in `dir`. */
async function assemblePackage(dir) {
  // Bundled straight into the package: packages/cli/dist may be in use (by tests) meanwhile.
  const metafile = await buildCli(path.join(dir, 'dist'));
  await buildTypes(path.join(dir, 'dist', 'types'));
  const theme = path.join(root, 'site-theme');
  for (const folder of ['client', 'shared', 'css'])
    cpSync(path.join(theme, folder), path.join(dir, 'site-theme', folder), { recursive: true });
  writeFileSync(
    path.join(dir, 'site-theme', 'tsconfig.client.json'),
    `${JSON.stringify(flatTsconfig(path.join(theme, 'tsconfig.client.json')), null, 2)}\n`,
  );
  cpSync(path.join(root, 'packages/cli/bin.js'), path.join(dir, 'bin.js'));
  for (const file of ['README.md', 'LICENSE']) cpSync(path.join(root, file), path.join(dir, file));
  writeFileSync(path.join(dir, 'THIRD-PARTY-NOTICES.md'), thirdPartyNotices(metafile));
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest(), null, 2)}\n`);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'accounts-docs-package-'));
try {
  await assemblePackage(dir);
  const args = process.argv.slice(2);
  // Without a destination, the tarball lands where the command was run (as `npm pack` does):
  // `npm run` runs scripts at the root, and says where it was called from in INIT_CWD.
  if (!args.includes('--pack-destination')) args.push('--pack-destination', process.env.INIT_CWD ?? process.cwd());
  const result = spawnSync('npm', ['pack', dir, ...args], { stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
