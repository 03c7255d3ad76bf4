import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { Pluggable, Processor } from 'unified';
import type { VFile } from 'vfile';
import { MARKDOWN_PLUGIN } from '@accounts-docs/diagnostics';
import type { MarkdownSyntax, PluginSpec } from './format.ts';
import { fail } from './messages.ts';

/** A config plugin, loaded: what it is called in messages, and the plugin with its options. */
interface LoadedPlugin {
  spec: PluginSpec;
  pluggable: Pluggable;
  /** The plugin alone, attached once: its transformer is run on each page. */
  processor: Processor;
}

/** The config's plugins of one site, loaded (see `loadPlugins`). */
export interface ConfigPlugins {
  /** Every remark plugin, for the parser: a plugin may add syntax (remark-math's `$…$`). */
  remark: Pluggable[];
  beforeDefaultRemark: LoadedPlugin[];
  remarkPlugins: LoadedPlugin[];
  rehype: LoadedPlugin[];
}

const loaded = new Map<string, Promise<ConfigPlugins>>();

/**
 * Imports the modules of the config's plugins (once per process and set of plugins; the compile
 * workers load their own). A module that does not load, or lacks the export the config's
 * function came from, is an error at the page naming the plugin.
 */
export function loadPlugins(
  syntax: MarkdownSyntax,
  key: string,
  file: VFile,
  parser: Processor<MdastRoot>,
): Promise<ConfigPlugins> {
  let plugins = loaded.get(key);
  if (!plugins) {
    plugins = (async () => {
      const load = (specs: PluginSpec[] | undefined) =>
        Promise.all((specs ?? []).map((spec) => loadOne(spec, parser)));
      const [before, remark, beforeRehype, rehype] = await Promise.all([
        load(syntax.beforeDefaultRemarkPlugins),
        load(syntax.remarkPlugins),
        load(syntax.beforeDefaultRehypePlugins),
        load(syntax.rehypePlugins),
      ]);
      return {
        // Copies of the options: unified merges the options of a plugin used twice into the
        // first entry's object, which the plugin's own processor also holds.
        remark: [...before, ...remark].map(({ spec, pluggable }) =>
          spec.options === undefined
            ? pluggable
            : ([(pluggable as [never])[0], structuredClone(spec.options)] as Pluggable),
        ),
        beforeDefaultRemark: before,
        remarkPlugins: remark,
        rehype: [...beforeRehype, ...rehype],
      };
    })();
    loaded.set(key, plugins);
    plugins.catch(() => loaded.delete(key));
  }
  return plugins.catch((error: unknown) => {
    const { spec, cause } = error as { spec: PluginSpec; cause: unknown };
    return fail(
      file,
      `The markdown plugin ${spec.name} could not be loaded from ${spec.module}: ${messageOf(cause)}`,
      {
        place: { line: 1, column: 1 },
        ruleId: MARKDOWN_PLUGIN,
        hint: 'install the package the config imports the plugin from (npm install), or remove it from the config',
      },
    );
  });
}

async function loadOne(spec: PluginSpec, parser: Processor<MdastRoot>): Promise<LoadedPlugin> {
  try {
    const module = (await import(spec.module)) as Record<string, unknown>;
    const plugin = module[spec.export];
    if (typeof plugin !== 'function') throw new Error(`it has no function export "${spec.export}"`);
    const pluggable: Pluggable =
      spec.options === undefined ? (plugin as never) : [plugin as never, spec.options];
    // On a copy of the pages' parser, as Docusaurus runs plugins in its MDX processor: a plugin
    // may parse markdown of its own with `this.parse` (remark-typescript-tools' linkDocblocks
    // parses the doc comments it links). The parser's own plugins add syntax, no transform.
    const processor = parser.copy().use([pluggable]);
    return { spec, pluggable, processor: processor as unknown as Processor };
  } catch (cause) {
    throw Object.assign(new Error('plugin'), { spec, cause });
  }
}

/**
 * Runs plugins' transformers on a page's tree, one plugin at a time, in order. A plugin that
 * throws (or reports a fatal message) stops the page with an error naming the plugin, at the
 * place it gave or the page's start.
 */
export async function runPlugins<Tree extends MdastRoot | HastRoot>(
  plugins: readonly LoadedPlugin[],
  tree: Tree,
  file: VFile,
): Promise<Tree> {
  let current = tree;
  for (const plugin of plugins) {
    const before = file.messages.length;
    try {
      current = (await plugin.processor.run(current as never, file)) as unknown as Tree;
      // What the plugin reported (rehype-katex's "Could not render math"): a warning of ours,
      // naming the plugin, at the place it gave.
      for (const message of file.messages.slice(before)) {
        message.reason = `${plugin.spec.name}: ${message.reason}`;
        message.ruleId = MARKDOWN_PLUGIN;
        message.note ??= `reported by the markdown plugin ${plugin.spec.name} (${moduleName(plugin.spec.module)})`;
      }
    } catch (error) {
      const place = (error as { place?: unknown; line?: number; column?: number } | null) ?? {};
      return fail(
        file,
        `The markdown plugin ${plugin.spec.name} (${moduleName(plugin.spec.module)}) threw: ${messageOf(error)}`,
        {
          place:
            typeof place.line === 'number' && typeof place.column === 'number'
              ? { line: place.line, column: place.column }
              : { line: 1, column: 1 },
          ruleId: MARKDOWN_PLUGIN,
          hint: `the page is compiled with the config's plugins; fix what ${plugin.spec.name} fails on here, or remove it from the config`,
        },
      );
    }
  }
  return current;
}

/** A module's URL as a message shows it: from its package folder on. */
function moduleName(url: string): string {
  const at = url.lastIndexOf('/node_modules/');
  return at === -1 ? url.replace(/^file:\/\//, '') : url.slice(at + '/node_modules/'.length);
}

function messageOf(error: unknown): string {
  const reason = (error as { reason?: unknown } | null)?.reason;
  if (typeof reason === 'string') return reason;
  return error instanceof Error ? error.message : String(error);
}
