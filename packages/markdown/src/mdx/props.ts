import type { Node as EstreeNode, Program } from 'estree';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Node as UnistNode } from 'unist';
import {
  MDX_COMPONENT_PROP,
  MDX_EXPORT,
  MDX_EXPRESSION,
  MDX_IMPORT,
  MDX_SYNTAX,
  MDX_UNKNOWN_COMPONENT,
} from '@accounts-docs/diagnostics';
import type { VFile } from 'vfile';
import { report as reportOn } from '../messages.ts';
import { evaluateProgram, type LiteralValue } from './literal.ts';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Rule ids of MDX problems (listed in docs/errors.md). */
export const MDX_RULES = {
  syntax: MDX_SYNTAX,
  import: MDX_IMPORT,
  export: MDX_EXPORT,
  unknownComponent: MDX_UNKNOWN_COMPONENT,
  expression: MDX_EXPRESSION,
  prop: MDX_COMPONENT_PROP,
} as const;

/** What the MDX transform of one file carries along: where problems go. */
export interface MdxContext {
  /** The page, where problems are reported. */
  file: VFile;
  /** The text the tree was parsed from. */
  source: string;
}

/** Records an error at a node of the markdown tree, or at a part of an expression. */
export function report(
  context: MdxContext,
  ruleId: string,
  at: UnistNode | EstreeNode | undefined,
  reason: string,
  hint: string,
): void {
  reportOn(context.file, reason, { place: placeOf(at), ruleId, hint, fatal: true });
}

function placeOf(at: UnistNode | EstreeNode | undefined): { line: number; column: number } {
  if (at && 'position' in at && at.position)
    return { line: at.position.start.line, column: at.position.start.column };
  // acorn's columns are 0-based; the file's lines, as micromark hands it the whole document.
  if (at && 'loc' in at && at.loc) return { line: at.loc.start.line, column: at.loc.start.column + 1 };
  return { line: 1, column: 1 };
}

export const NOT_LITERAL_HINT =
  'accounts-docs does not run the JavaScript of MDX files: write the value out as a string, number, boolean, or an array / object of those';

/** What `literalOf` gives for an expression holding only a comment (`{/* … *\/}`): nothing to show. */
export const EMPTY = Symbol('empty expression');

/**
 * The value of an MDX expression when it is a literal; a problem at the part that is not
 * (`undefined` then). `EMPTY` for a comment-only expression.
 */
export function literalOf(
  context: MdxContext,
  program: Program | undefined,
  at: UnistNode,
  what: string,
): LiteralValue | undefined | typeof EMPTY {
  const result = evaluateProgram(program);
  if (result.ok === 'empty') return EMPTY;
  if (result.ok) return result.value;
  report(
    context,
    MDX_RULES.expression,
    result.node.loc ? result.node : at,
    `${what} is not a literal value: it uses ${result.reason}`,
    NOT_LITERAL_HINT,
  );
  return undefined;
}

/**
 * A JSX element's attributes as values: `flag` is `true`, `a="x"` a string, `a={…}` the
 * literal it holds. Spread attributes and non-literal values are reported and left out.
 */
export function readProps(context: MdxContext, node: JsxElement): Record<string, LiteralValue> {
  const props: Record<string, LiteralValue> = {};
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      report(
        context,
        MDX_RULES.expression,
        attribute.position ? attribute : node,
        `The spread attribute \`{${attribute.value}}\` of <${node.name}> is not supported`,
        'write each attribute out: name="value"',
      );
      continue;
    }
    const { name, value } = attribute;
    if (value === null || value === undefined) props[name] = true;
    else if (typeof value === 'string') props[name] = value;
    else {
      const literal = literalOf(
        context,
        value.data?.estree as Program | undefined,
        attribute.position ? attribute : node,
        `The value of \`${name}\` on <${node.name}>`,
      );
      if (literal !== undefined && literal !== EMPTY) props[name] = literal;
    }
  }
  return props;
}

/** Reports the props a component does not take, naming those it does. */
export function checkPropNames(
  context: MdxContext,
  node: JsxElement,
  props: Record<string, LiteralValue>,
  known: readonly string[],
): void {
  for (const name of Object.keys(props)) {
    if (known.includes(name)) continue;
    report(
      context,
      MDX_RULES.prop,
      node,
      `<${node.name}> has no prop \`${name}\``,
      `its props are ${known.map((k) => `\`${k}\``).join(', ')}`,
    );
  }
}

/** A prop that must be a string when given; reported otherwise. */
export function stringProp(
  context: MdxContext,
  node: JsxElement,
  props: Record<string, LiteralValue>,
  name: string,
): string | undefined {
  const value = props[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  report(
    context,
    MDX_RULES.prop,
    node,
    `\`${name}\` of <${node.name}> must be a string`,
    `write ${name}="…"`,
  );
  return undefined;
}

/** The classes of a component's `className` prop, added to those of its element. */
export function classesOf(
  context: MdxContext,
  node: JsxElement,
  props: Record<string, LiteralValue>,
): string[] {
  return stringProp(context, node, props, 'className')?.split(/\s+/).filter(Boolean) ?? [];
}
