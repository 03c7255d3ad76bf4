import unitless from '@emotion/unitless';
import type { Root as MdastRoot, RootContent } from 'mdast';
import type { Program } from 'estree';
import { h } from 'hastscript';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { closest } from '@accounts-docs/diagnostics';
import { readImports, THEME_MODULES } from './imports.ts';
import type { LiteralValue } from './literal.ts';
import { EMPTY, literalOf, MDX_RULES, readProps, report, type JsxElement, type MdxContext } from './props.ts';
import { transformTabs, type TabsContext } from './tabs.ts';
import { transformAdmonition, transformCodeBlock, transformDetails } from './theme-components.ts';

const COMPONENTS = Object.values(THEME_MODULES);

/**
 * Turns the MDX parts of a tree into what the markdown pipeline already renders: theme
 * components into plain elements (`<CodeBlock>` into the code block it stands for), lowercase
 * JSX into HTML elements, literal expressions into text. Reports on `options.file` every
 * problem found (unknown components and imports, expressions that are not literals), each
 * at its place, as an error: the tree is only usable when there are none.
 */
export function transformMdx(tree: MdastRoot, options: { file: VFile; source: string }): void {
  const context: TabsContext = {
    ...options,
    componentOf: () => undefined,
    headingDepth: 2,
    count: 0,
  };
  const imported = readImports(tree, context);
  // Known components are served whether imported or not: Docusaurus provides Details and
  // Admonition without an import, and a missing import of Tabs is no reason to fail here.
  context.componentOf = (name) =>
    name === null ? undefined : (imported.get(name) ?? (COMPONENTS.includes(name) ? name : undefined));
  let lastHeading = 1;
  visit(tree, (node, index, parent) => {
    if (node.type === 'heading') lastHeading = node.depth;
    if (!parent || index === undefined) return;
    const replace = (nodes: RootContent[]) => {
      parent.children.splice(index, 1, ...(nodes as never[]));
      return index;
    };
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const value = literalOf(
        context,
        node.data?.estree as Program | undefined,
        node,
        `The expression \`{${shorten(node.value)}}\``,
      );
      return replace(textOf(value, node, context));
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as JsxElement;
    if (element.name === null) return replace(element.children as RootContent[]);
    if (isHtmlName(element.name)) {
      toHtmlElement(element, context);
      return;
    }
    const component = context.componentOf(element.name);
    switch (component) {
      case 'Tabs':
        context.headingDepth = Math.min(lastHeading + 1, 6);
        transformTabs(element, context);
        return;
      case 'Details':
        transformDetails(element, context);
        return;
      case 'Admonition':
        transformAdmonition(element, context);
        return;
      case 'CodeBlock': {
        const code = transformCodeBlock(element, context);
        return replace(code ? [code] : []);
      }
      case 'TabItem':
        report(
          context,
          MDX_RULES.prop,
          element,
          `<${element.name}> must be a direct child of <Tabs>`,
          'wrap the tab items in <Tabs>…</Tabs>',
        );
        return replace([]);
      default: {
        const near = closest(element.name, [...COMPONENTS, ...imported.keys()]);
        report(
          context,
          MDX_RULES.unknownComponent,
          element,
          `Unknown MDX component <${element.name}>`,
          near
            ? `did you mean <${near}>?`
            : `the components accounts-docs renders are ${COMPONENTS.map((c) => `<${c}>`).join(', ')}; lowercase HTML elements pass through`,
        );
        return replace([]);
      }
    }
  });
}

/** `div`, `img`, `my-element`: HTML, not a component (JSX decides by the first letter too). */
function isHtmlName(name: string): boolean {
  return /^[a-z]/.test(name) || name.includes('-');
}

/** A lowercase JSX element as the HTML element it names, its React-style props as HTML attributes. */
function toHtmlElement(node: JsxElement, context: MdxContext): void {
  const props = readProps(context, node);
  const attributes: Record<string, string | number | boolean | string[]> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'key' || value === null || value === false) continue;
    if (name === 'style' && typeof value === 'object' && !Array.isArray(value)) {
      attributes.style = Object.entries(value)
        .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${styleValue(k, v)}`)
        .join('; ');
    } else if (typeof value === 'object') {
      if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
        attributes[name] = value as string[];
      else
        report(
          context,
          MDX_RULES.expression,
          node,
          `\`${name}\` of <${node.name}> must be a string, number or boolean`,
          'write name="value"',
        );
    } else attributes[name] = value;
  }
  const element = h(node.name!, attributes);
  node.data = { hName: element.tagName, hProperties: element.properties } as never;
}

/**
 * A style value as React writes it: a number is in pixels (`maxHeight: 200` is `200px`) but
 * for 0, custom properties and the properties whose numbers have no unit (`lineHeight`,
 * `flexGrow`, `zIndex`…: React's own list, which @emotion/unitless keeps).
 */
function styleValue(property: string, value: unknown): string {
  if (typeof value !== 'number' || value === 0 || property.startsWith('--') || unitless[property] === 1) {
    return String(value);
  }
  return `${value}px`;
}

/** What a literal expression shows: strings and numbers as text, `true` / `null` nothing. */
function textOf(
  value: LiteralValue | undefined | typeof EMPTY,
  node: RootContent,
  context: MdxContext,
): RootContent[] {
  if (value === EMPTY) return [];
  if (typeof value === 'string' || typeof value === 'number')
    return [{ type: 'text', value: String(value), ...(node.position ? { position: node.position } : {}) }];
  if (value !== null && typeof value === 'object') {
    report(
      context,
      MDX_RULES.expression,
      node,
      'An object or array cannot be shown as text',
      'write the text itself, or a string literal',
    );
  }
  return [];
}

/** An expression as quoted in a message: on one line, and not a whole paragraph of code. */
function shorten(code: string): string {
  const line = code.trim().replace(/\s+/g, ' ');
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}
