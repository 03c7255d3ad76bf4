import type { Expression, Node as EstreeNode, Program, SpreadElement } from 'estree';

/** What an MDX expression may be here: data written out in full, never code to run. */
export type LiteralValue =
  string | number | boolean | null | LiteralValue[] | { [key: string]: LiteralValue };

export type LiteralResult =
  | { ok: true; value: LiteralValue }
  | { ok: false; node: EstreeNode; reason: string }
  /** `{/* a comment *\/}`: nothing to show. */
  | { ok: 'empty' };

/**
 * The value of an MDX expression (`{…}`) when it is a literal — a string, number, boolean,
 * `null`, a template without `${}`, or an array / object literal of those — and the first
 * part that is not otherwise. accounts-docs does not run the JavaScript of MDX files, so
 * anything that needs running (a variable, a call, an operator) cannot be rendered.
 */
export function evaluateProgram(program: Program | undefined): LiteralResult {
  if (!program || program.body.length === 0) return { ok: 'empty' };
  const statement = program.body[0]!;
  if (program.body.length > 1 || statement.type !== 'ExpressionStatement')
    return { ok: false, node: statement, reason: 'more than one expression' };
  return evaluate(statement.expression);
}

function evaluate(
  node: Expression | SpreadElement,
): { ok: true; value: LiteralValue } | { ok: false; node: EstreeNode; reason: string } {
  switch (node.type) {
    case 'Literal':
      if ('regex' in node || 'bigint' in node) break;
      return { ok: true, value: node.value as string | number | boolean | null };
    case 'TemplateLiteral':
      if (node.expressions.length > 0)
        return { ok: false, node: node.expressions[0]!, reason: 'a `${…}` in a template' };
      return { ok: true, value: node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('') };
    case 'UnaryExpression': {
      if (
        node.operator !== '-' ||
        node.argument.type !== 'Literal' ||
        typeof node.argument.value !== 'number'
      )
        break;
      return { ok: true, value: -node.argument.value };
    }
    case 'ArrayExpression': {
      const values: LiteralValue[] = [];
      for (const element of node.elements) {
        if (!element) return { ok: false, node, reason: 'an array with a hole' };
        const result = evaluate(element);
        if (!result.ok) return result;
        values.push(result.value);
      }
      return { ok: true, value: values };
    }
    case 'ObjectExpression': {
      const value: Record<string, LiteralValue> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method)
          return { ok: false, node: property, reason: 'a computed, spread or method property' };
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal' &&
                (typeof property.key.value === 'string' || typeof property.key.value === 'number')
              ? String(property.key.value)
              : undefined;
        if (key === undefined)
          return { ok: false, node: property.key, reason: 'a property name that is not plain' };
        // `{ label }` names a variable: shorthand is not a literal.
        if (property.shorthand) return { ok: false, node: property, reason: `the variable \`${key}\`` };
        const result = evaluate(property.value as Expression);
        if (!result.ok) return result;
        value[key] = result.value;
      }
      return { ok: true, value };
    }
    case 'Identifier':
      if (node.name === 'undefined') return { ok: true, value: null };
      return { ok: false, node, reason: `the variable \`${node.name}\`` };
    default:
      break;
  }
  return { ok: false, node, reason: describe(node) };
}

function describe(node: EstreeNode): string {
  switch (node.type) {
    case 'CallExpression':
      return 'a function call';
    case 'MemberExpression':
      return 'a property access';
    case 'BinaryExpression':
    case 'LogicalExpression':
    case 'UnaryExpression':
      return `the operator \`${node.operator}\``;
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return 'a function';
    case 'JSXElement':
    case 'JSXFragment':
      return 'JSX inside an expression';
    default:
      return `a ${node.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`;
  }
}
