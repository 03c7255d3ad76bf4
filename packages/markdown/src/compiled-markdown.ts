import type { Root as HastRoot } from 'hast';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import type { CodeBlockStore } from './code-blocks.ts';
import type { MarkdownSyntax } from './format.ts';
import type { Place } from './front-matter.ts';
import type { TocEntry } from './heading-ids.ts';
import type { Highlighter } from './highlighter.ts';
import type { LinkRef } from './links.ts';
import type { SectionMemo } from './section-parse.ts';
import type { TwinEdits } from './twin-edits.ts';

// What `compileMarkdown` (`compile.ts`) takes and gives: plain data the cache and the stages share.

/** Everything later stages need from one markdown file; plain JSON so it can be cached. */
export interface CompiledMarkdown {
  frontMatter: Record<string, unknown>;
  /** Where each front matter key is written, for messages about its value. */
  frontMatterPlaces: Record<string, Place>;
  /** Text of the `# h1` that opens the page (its first heading), when it has one; the layout then adds no title of its own. */
  h1: string | undefined;
  /** `description` from front matter, or the first paragraph's text. */
  description: string | undefined;
  toc: TocEntry[];
  anchors: string[];
  links: LinkRef[];
  hast: HastRoot;
  /** Warnings found while compiling (errors are thrown as DiagnosticError). */
  diagnostics: Diagnostic[];
  /**
   * The page's markdown twin as edits of its source (front matter, imports, components, link
   * destinations), found on the parse before any transform: the llms stage applies them to the
   * source without parsing it again.
   */
  twin: TwinEdits;
  /**
   * An MDX page that needs its JavaScript (imports of the site's modules, `export`, expressions
   * that are not literals): the page compiled by `@mdx-js/mdx` into an ES module, its content
   * component the default export. `hast` is then one `COMPILED_MDX_TAG` element, where the
   * renderer puts that component once the React stage has bundled the module.
   */
  mdx?: string;
}

export interface CompileOptions {
  /** Absolute path, for messages. */
  file: string;
  /** Needed to highlight code; without it code blocks are plain. A function is called only when a block is not in `codeBlocks`. */
  highlighter?: Highlighter | (() => Promise<Highlighter>);
  themes?: { light: string; dark: string };
  /** Highlighted code blocks of earlier compiles (a one-page edit then loads no highlighter). */
  codeBlocks?: CodeBlockStore;
  /**
   * Trees of the sections of earlier compiles (watch mode): a markdown page is parsed section by
   * section, and only the sections an edit changed are parsed again. Not used for MDX.
   */
  sections?: SectionMemo;
  /** `markdown.format` and `markdown.mdx1Compat` (default: `.mdx` is MDX, `.md` CommonMark). */
  syntax?: MarkdownSyntax;
  /** Admonition keywords besides Docusaurus's own (`markdown.admonitionKeywords`). */
  admonitionKeywords?: readonly string[];
  /** Compile an MDX file into a module even when it could be flattened (a partial another page imports). */
  compileMdx?: boolean;
}
