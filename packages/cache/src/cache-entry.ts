import { engineHash } from './engine.ts';
import { KeyHash, type KeyPart } from './hash.ts';
import { toolVersion } from './tool-versions.ts';

/**
 * Every kind of entry in the build cache, with the packages whose output it holds. An entry's
 * key folds in the engine (our code) and these packages' installed versions, so neither a change
 * to a stage's code nor a new Shiki, TypeDoc or Pagefind can reuse an entry made before it: no
 * version constant to bump by hand. A kind not listed cannot be keyed (a compile error).
 */
export const CACHE_ENTRIES = {
  /** The config file bundled by esbuild (`config/config-bundle-cache.ts`). */
  'config-bundle': ['esbuild'],
  /** The config's value after the zod schemas (`config/validated-config-cache.ts`). */
  'validated-config': ['zod'],
  /** The key of every input of a build, which skips a build that changed nothing (`cli/build-inputs.ts`); the lockfile is among the inputs. */
  'build-stamp': [],
  /** The theme's CSS, client script and islands bundle (`assets/assets-bundler.ts`). */
  assets: ['esbuild', 'postcss', 'infima', 'react', 'react-dom'],
  /** What every page's HTML fingerprint shares, kept in the render manifest (`render/fingerprints.ts`). */
  'render-manifest': ['react', 'react-dom', 'rehype-react'],
  /** A theme override whose props type-checked (`react-pages/override-types.ts`). */
  'override-types': ['typescript', '@types/react'],
  /** What `git log` and `git ls-tree` said at a commit: last-updated dates, committed files (`content/last-updated.ts`). */
  'git-history': [],
  /** The Pagefind index of the indexed pages (`search-index/index-cache.ts`). */
  'search-index': ['pagefind'],
  /** A page's compiled markdown: metadata, tree, parse (`content/compile-cache.ts`). */
  markdown: [
    'unified',
    'remark-parse',
    'remark-gfm',
    'remark-directive',
    'remark-frontmatter',
    'remark-mdx',
    '@slorber/remark-comment',
    'remark-rehype',
    'hast-util-raw',
    'yaml',
    'shiki',
    '@mdx-js/mdx',
  ],
  /** A package's TypeDoc project JSON and warnings, and their merge (`api-model/typedoc-cache.ts`); the TypeScript TypeDoc resolves is a part of the key. */
  typedoc: ['typedoc'],
  /** A page's highlighted code blocks (`content/code-block-store.ts`). */
  'code-blocks': ['shiki'],
  /** An API page's content key, which keys its HTML and twin (`api-pages/outline.ts`): our code only. */
  'api-pages': [],
  /** A page's markdown twin for machines (`llms/twins.ts`). */
  twins: ['unified', 'remark-parse', 'remark-gfm', 'remark-mdx', 'remark-stringify'],
} as const satisfies Record<string, readonly string[]>;

/** A kind of cache entry. */
export type CacheNamespace = keyof typeof CACHE_ENTRIES;

/**
 * The key of one cache entry: its kind, the engine, its tools' versions, then the caller's
 * parts (what the entry is made from: a source's bytes, options, a path).
 */
export function entryKey(namespace: CacheNamespace, ...parts: readonly KeyPart[]): string {
  return entryHash(namespace)
    .add(...parts)
    .digest();
}

/** `entryKey` for a key built in a loop: the kind, engine and tools added, the caller's parts next. */
export function entryHash(namespace: CacheNamespace, scope: KeyScope = RUNNING): KeyHash {
  return new KeyHash().add(
    'accounts-docs',
    namespace,
    scope.engine(),
    ...CACHE_ENTRIES[namespace].map((name) => scope.toolVersion(name)),
  );
}

/** What a key is made in: the engine and the installed tools (this process's, but for tests). */
export interface KeyScope {
  engine(): string;
  toolVersion(name: string): string;
}

const RUNNING: KeyScope = { engine: engineHash, toolVersion: (name) => toolVersion(name) };
