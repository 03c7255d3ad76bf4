import type { Program } from 'estree';
import type { Root as MdastRoot } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { MDX_RULES, report, type MdxContext } from './props.ts';

/** The theme components an MDX page may import, by module, as Docusaurus names them. */
export const THEME_MODULES: Readonly<Record<string, string>> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Details': 'Details',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
};

const SERVED = Object.keys(THEME_MODULES)
  .map((m) => `\`${m}\``)
  .join(', ');

/**
 * Reads the `import` / `export` lines of an MDX file and removes them from the tree.
 * Returns the component each imported name stands for (`import MyTabs from '@theme/Tabs'`
 * makes `<MyTabs>` a Tabs). Any other import is an error naming it, and so is every
 * `export`: accounts-docs does not run the JavaScript of MDX files, and an exported value
 * could only be used by an expression, which must be a literal anyway.
 */
export function readImports(tree: MdastRoot, context: MdxContext): Map<string, string> {
  const components = new Map<string, string>();
  tree.children = tree.children.filter((node) => {
    if (node.type !== 'mdxjsEsm') return true;
    const program = (node as MdxjsEsm).data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') {
        report(
          context,
          MDX_RULES.export,
          statement,
          '`export` is not supported in MDX files: accounts-docs does not run their JavaScript',
          'put page data in the front matter (title, description, …) and write values in the text',
        );
        continue;
      }
      const source = String(statement.source.value);
      const component = THEME_MODULES[source];
      const names = statement.specifiers.map((s) => s.local.name).join(', ');
      if (!component) {
        report(
          context,
          MDX_RULES.import,
          statement,
          `Cannot import ${names ? `\`${names}\` from ` : ''}\`${source}\`: accounts-docs serves no such module`,
          `the modules an MDX page can import are ${SERVED}; write the rest as markdown or HTML`,
        );
        continue;
      }
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportDefaultSpecifier') components.set(specifier.local.name, component);
        else
          report(
            context,
            MDX_RULES.import,
            specifier,
            `\`${source}\` has only a default export: \`${specifier.local.name}\` cannot be imported from it`,
            `write \`import ${component} from '${source}';\``,
          );
      }
    }
    return false;
  });
  return components;
}
