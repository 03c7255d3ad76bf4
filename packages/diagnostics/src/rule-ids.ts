/**
 * The rule id of every diagnostic the build prints, grouped by the stage that finds it. They
 * are stable strings: docs/errors.md lists each one (a test keeps the two in step), and
 * `check-links --format json` prints them as `kind`.
 */

// config: loading and validating the config file
/** No config file found, or `--config` names a missing file. */
export const CONFIG_MISSING = 'config-missing';
/** The config file (or `versions.json`) does not parse. */
export const CONFIG_SYNTAX = 'config-syntax';
/** The config module has no `export default`. */
export const CONFIG_NO_DEFAULT_EXPORT = 'config-no-default-export';
/** The config threw while loading, rejected, or did not finish in time. */
export const CONFIG_EVALUATION = 'config-evaluation';
/** An unknown key, a value of the wrong type, a missing required key. */
export const CONFIG_INVALID = 'config-invalid';
/** A Docusaurus plugin, preset, theme or option accounts-docs does not use. */
export const DOCUSAURUS_OPTION_IGNORED = 'docusaurus-option-ignored';
/** A slug, id, file path or sidebar doc id that is not a clean route. */
export const ROUTE_INVALID = 'route-invalid';

// site-model: reading the source folders and placing the pages
/** `docs.path` does not exist. */
export const DOCS_FOLDER_MISSING = 'docs-folder-missing';
/** `staticDir` names a folder that does not exist. */
export const STATIC_FOLDER_MISSING = 'static-folder-missing';
/** `pagesDir` names a folder that does not exist. */
export const PAGES_FOLDER_MISSING = 'pages-folder-missing';
/** `themeDir` names a folder that does not exist. */
export const THEME_FOLDER_MISSING = 'theme-folder-missing';
/** A sidebar (or a category's `link`) names a doc id no file has. */
export const SIDEBAR_UNKNOWN_DOC = 'sidebar-unknown-doc';
/** A `_category_.json` / `_category_.yml` that does not parse or has a wrong value. */
export const SIDEBAR_CATEGORY_FILE = 'sidebar-category-file';
/** A navbar `doc` or `docSidebar` item names a doc or sidebar that does not exist. */
export const NAVBAR_UNKNOWN_DOC = 'navbar-unknown-doc';
/** A front matter field of the wrong type. */
export const FRONT_MATTER_FIELD = 'front-matter-field';
/** Two docs have the same id. */
export const DOC_ID_DUPLICATE = 'doc-id-duplicate';
/** A `.md` in a source folder is a symbolic link to nothing (or a loop). */
export const SOURCE_FILE_SKIPPED = 'source-file-skipped';
/** A file or folder in a source folder is a symbolic link out of the project. */
export const SOURCE_FILE_OUTSIDE = 'source-file-outside';
/** A markdown file cannot be read. */
export const SOURCE_FILE_UNREADABLE = 'source-file-unreadable';
/** A source file whose bytes are not UTF-8 (nor UTF-16 with its byte order mark). */
export const SOURCE_ENCODING = 'source-encoding';
/** File names that differ only in case, or hold bidirectional control characters. */
export const SOURCE_FILE_NAME = 'source-file-name';

// site-model: the blog (Docusaurus's blog plugin)
/** A blog post's front matter field of the wrong shape: a `date` that is no date, `tags` or `authors` not a list of names or objects. */
export const BLOG_FRONT_MATTER = 'blog-front-matter';
/** A post names an author key that `authors.yml` does not have (or there is no authors file). */
export const BLOG_AUTHOR_UNKNOWN = 'blog-author-unknown';
/** `authors.yml` or `tags.yml` does not parse, or has an entry of the wrong shape. */
export const BLOG_DATA_FILE = 'blog-data-file';
/** A post's author written inline (`onInlineAuthors`). */
export const BLOG_INLINE_AUTHOR = 'blog-inline-author';
/** A post's tag that `tags.yml` does not define (`onInlineTags`). */
export const BLOG_INLINE_TAG = 'blog-inline-tag';
/** A post without a truncate marker (`onUntruncatedBlogPosts`). */
export const BLOG_UNTRUNCATED = 'blog-untruncated';

// markdown: parsing and compiling one page
/** Malformed YAML front matter, or front matter that is not a mapping. */
export const FRONT_MATTER_YAML = 'front-matter-yaml';
/** Front matter opened and never closed. */
export const FRONT_MATTER_UNTERMINATED = 'front-matter-unterminated';
/** Nesting past the depth the compiler accepts. */
export const MARKDOWN_TOO_DEEP = 'markdown-too-deep';
/** A page longer than a page may be. */
export const MARKDOWN_TOO_LARGE = 'markdown-too-large';
/** A table with more columns or cells than a table may have. */
export const MARKDOWN_TABLE_TOO_LARGE = 'markdown-table-too-large';
/** Constructs whose parsing time grows with their square: too many `[` in a block, a long backtick run. */
export const MARKDOWN_TOO_COMPLEX = 'markdown-too-complex';
/** Front matter with more keys than it may have. */
export const FRONT_MATTER_TOO_LARGE = 'front-matter-too-large';
/** A `:::type` container with no closing `:::` line. */
export const ADMONITION_UNCLOSED = 'admonition-unclosed';
/** `:::name` where name is not an admonition type. */
export const ADMONITION_UNKNOWN_TYPE = 'admonition-unknown-type';
/** Two headings of a page have the same id. */
export const HEADING_ID_DUPLICATE = 'heading-id-duplicate';
/** A code block's language is unknown to the highlighter. */
export const CODE_LANGUAGE_UNKNOWN = 'code-language-unknown';
/** A `<script>` in a page's raw HTML. */
export const RAW_HTML_SCRIPT = 'raw-html-script';
/** A remark or rehype plugin of the config threw on a page, or could not be loaded. */
export const MARKDOWN_PLUGIN = 'markdown-plugin';
/** An `.mdx` file does not parse as MDX. */
export const MDX_SYNTAX = 'mdx-syntax';
/** An MDX `import` of something other than the theme components. */
export const MDX_IMPORT = 'mdx-import';
/** An `export` in an MDX file. */
export const MDX_EXPORT = 'mdx-export';
/** A JSX component that is not a theme component. */
export const MDX_UNKNOWN_COMPONENT = 'mdx-unknown-component';
/** A prop a theme component does not take, or a wrong value. */
export const MDX_COMPONENT_PROP = 'mdx-component-prop';
/** An MDX expression or prop value that is not a literal. */
export const MDX_EXPRESSION = 'mdx-expression';

// links: checking every link of the site
/** A link to a path no page or file is served at. */
export const BROKEN_LINK = 'broken-link';
/** A `#id` the target page does not have. */
export const BROKEN_ANCHOR = 'broken-anchor';
/** A relative `.md` link to a file that does not exist (found while reading the content). */
export const BROKEN_MARKDOWN_LINK = 'broken-markdown-link';
/** Two sources produce the same route (found while placing the pages). */
export const DUPLICATE_ROUTE = 'duplicate-route';
/** A `javascript:`, `vbscript:` or `data:` link target. */
export const UNSAFE_LINK = 'unsafe-link';

// api-model: reading the API packages through TypeDoc
/** An `api.packages` folder given without a glob has no package.json. */
export const API_PACKAGE_MISSING = 'api-package-missing';
/** A package.json does not parse, or has no `name`. */
export const API_PACKAGE_JSON = 'api-package-json';
/** A package has no TypeScript entry file. */
export const API_PACKAGE_ENTRY = 'api-package-entry';
/** An `api.packages` pattern matches no package folder. */
export const API_PACKAGE_PATTERN_EMPTY = 'api-package-pattern-empty';
/** Two package folders share a name, hence a URL slug. */
export const API_PACKAGE_SLUG = 'api-package-slug';
/** TypeDoc's output has no module for a package. */
export const API_PACKAGE_UNMATCHED = 'api-package-unmatched';
/** A warning or error from TypeDoc itself (or TypeScript reading the tsconfig). */
export const TYPEDOC = 'typedoc';
/** `typedocOptions.plugin` names a package the project has not installed. */
export const TYPEDOC_PLUGIN_MISSING = 'typedoc-plugin-missing';
/** A block tag TypeDoc does not know, once per tag. */
export const TYPEDOC_UNKNOWN_BLOCK_TAG = 'typedoc-unknown-block-tag';
/** A `--typedoc-json` file that does not parse or is not TypeDoc 0.28's project JSON. */
export const TYPEDOC_JSON = 'typedoc-json';
/** An export the API reference does not show (a namespace). */
export const UNSUPPORTED_API_KIND = 'unsupported-api-kind';
/** `{@link X}` where X names no declaration. */
export const UNRESOLVED_API_LINK = 'unresolved-api-link';
/** A re-export whose original TypeDoc did not document. */
export const UNRESOLVED_API_REEXPORT = 'unresolved-api-reexport';

// react-pages and assets: React pages, theme overrides and client islands
/** A React page or override does not compile. */
export const REACT_PAGE_SYNTAX = 'react-page-syntax';
/** An import of a React page or override cannot be resolved. */
export const REACT_PAGE_IMPORT = 'react-page-import';
/** A React page or override threw while its module loaded. */
export const REACT_PAGE_EVALUATION = 'react-page-evaluation';
/** A React page (or an override) threw while rendering. */
export const REACT_PAGE_RENDER = 'react-page-render';
/** A React page (or override) lacks the default export it needs. */
export const REACT_PAGE_EXPORT = 'react-page-export';
/** `export const meta` is not `{ title?, description? }`. */
export const REACT_PAGE_META = 'react-page-meta';
/** A file of `themeDir` names no theme component. */
export const THEME_OVERRIDE_UNKNOWN = 'theme-override-unknown';
/** An override does not accept the props the theme gives it. */
export const THEME_OVERRIDE_PROPS = 'theme-override-props';
/** A `'use client'` module does not compile for the browser. */
export const ISLAND_BUNDLE = 'island-bundle';
/** A React page (or a component it imports) imports a Docusaurus internal accounts-docs does not serve. */
export const DOCUSAURUS_MODULE_UNSUPPORTED = 'docusaurus-module-unsupported';
/** A swizzled component of a Docusaurus site's `src/theme` that accounts-docs does not use. */
export const SWIZZLED_COMPONENT_UNUSED = 'swizzled-component-unused';
/** A CSS `url(/…)` that names no file of the static folder. */
export const CSS_URL_MISSING = 'css-url-missing';
/** A Sass stylesheet that does not compile, or that needs the `sass` package the site has not installed. */
export const CSS_SASS = 'css-sass';

// output, search-index, llms: writing the site
/** `--out` names a folder the build must not write into. */
export const OUT_DIR_UNSAFE = 'out-dir-unsafe';
/** `--cache-dir` names a file, a link, a folder around the project or a source, or a foreign folder. */
export const CACHE_DIR_UNSAFE = 'cache-dir-unsafe';
/** The cache folder cannot be written (a read-only disk, permissions): the build runs without it. */
export const CACHE_UNWRITABLE = 'cache-unwritable';
/** The output could not be written: a full disk, a read-only or immutable folder, permissions. */
export const OUTPUT_WRITE = 'output-write';
/** The old output could not be removed after the new one was swapped in. */
export const OUTPUT_CLEANUP = 'output-cleanup';
/** A file of the build would land outside the output folder. */
export const OUTPUT_PATH_OUTSIDE = 'output-path-outside';
/** A symbolic link in the static folder leads outside the project. */
export const STATIC_SYMLINK_OUTSIDE = 'static-symlink-outside';
/** A symbolic link in the static folder leads nowhere or loops. */
export const STATIC_SYMLINK_DANGLING = 'static-symlink-dangling';
/** A static file has the path of a generated file. */
export const STATIC_ROUTE_COLLISION = 'static-route-collision';
/** A static link to a dot file or folder, into the output folder or the cache; a VCS folder or a dot file reached through a link. */
export const STATIC_SYMLINK_FORBIDDEN = 'static-symlink-forbidden';
/** A static file whose name cannot be a URL path (a backslash, a control character). */
export const STATIC_FILE_NAME = 'static-file-name';
/** Pagefind could not be started or could not index a page. */
export const SEARCH_INDEX = 'search-index';
/** A page's route is where another page's markdown twin would be written. */
export const LLMS_TWIN_CLASH = 'llms-twin-clash';
/** A page's markdown twin could not be rendered (its source unreadable, or its worker thread stopped). */
export const LLMS_TWIN_RENDER = 'llms-twin-render';

// serve
/** `serve` cannot listen: the port is in use, the address is not this machine's. */
export const SERVE_LISTEN = 'serve-listen';

// cli
/** `check-links --format json` only: an unexpected failure, reported as a finding. */
export const INTERNAL_ERROR = 'internal-error';
/** `init` in a folder that already has a config (ours or Docusaurus's). */
export const INIT_CONFIG_EXISTS = 'init-config-exists';
/** `init` cannot write the site's files: a file where a folder must be, or no write access. */
export const INIT_NOT_WRITTEN = 'init-not-written';
