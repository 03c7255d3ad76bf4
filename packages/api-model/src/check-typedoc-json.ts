import { parseTree, type Node as JsonNode } from 'jsonc-parser';
import { positionAt, type Diagnostic } from '@accounts-docs/diagnostics';
import { TYPEDOC_TYPE_KINDS } from './convert-type.ts';
import { RULES } from './rules.ts';

/**
 * A shape check of a TypeDoc JSON file given with `--typedoc-json`, before it is converted:
 * the converter trusts TypeDoc's own output, and a file written or edited by hand could make
 * it throw (a reflection without a `name`, a `null` among a union's types) or lose parts of
 * the reference without a word (an unknown type kind, a reference to an id that is not in the
 * file). Every problem is placed at its line and column in the JSON.
 */

/** Keys of a reflection whose value is a reflection, or a list of them. */
const REFLECTION_KEYS = new Set([
  'children',
  'signatures',
  'parameters',
  'typeParameters',
  'indexSignatures',
  'getSignature',
  'setSignature',
]);
/** Keys of a reflection whose value is a type, or a list of them. */
const REFLECTION_TYPE_KEYS = new Set([
  'type',
  'default',
  'extendedTypes',
  'implementedTypes',
  'extendedBy',
  'implementedBy',
  'inheritedFrom',
  'overwrites',
  'implementationOf',
]);
/** Keys of a type whose value is a type, or a list of them (`target` only for `typeOperator`). */
const TYPE_TYPE_KEYS = new Set([
  'types',
  'typeArguments',
  'elements',
  'elementType',
  'element',
  'checkType',
  'extendsType',
  'trueType',
  'falseType',
  'objectType',
  'indexType',
  'parameterType',
  'nameType',
  'templateType',
  'targetType',
  'queryType',
]);

export interface TypeDocJsonProblems {
  /** The converter cannot go on with these. */
  errors: Diagnostic[];
  /** Parts of the reference that are shown differently (as plain text, or not at all). */
  warnings: Diagnostic[];
}

const HINT = 'Regenerate the file with TypeDoc 0.28 (`typedoc --json`), or fix it by hand at this place.';

/** Checks the parsed project `text` of `file`; the JSON is known to parse and to be a project. */
export function checkTypeDocJson(text: string, file: string): TypeDocJsonProblems {
  const problems: TypeDocJsonProblems = { errors: [], warnings: [] };
  const tree = parseTree(text);
  if (!tree) return problems;
  const ids = new Set<number>();
  const references: JsonNode[] = [];
  const report = (severity: 'error' | 'warning', node: JsonNode, reason: string) => {
    (severity === 'error' ? problems.errors : problems.warnings).push({
      severity,
      ruleId: RULES.typedocJson,
      reason,
      file,
      ...positionAt(text, node.offset),
      hint: HINT,
    });
  };

  const reflection = (node: JsonNode, where: string): void => {
    if (node.type !== 'object') {
      report('error', node, `${where} is not a reflection object`);
      return;
    }
    const id = property(node, 'id');
    const name = property(node, 'name');
    const kind = property(node, 'kind');
    if (!id || id.type !== 'number' || !Number.isInteger(id.value)) report('error', id ?? node, `${where} has no numeric "id"`);
    else ids.add(id.value as number);
    if (!name || name.type !== 'string') report('error', name ?? node, `${where} has no "name" string`);
    if (!kind || kind.type !== 'number') report('error', kind ?? node, `${where} has no numeric "kind"`);
    const label =
      name?.type === 'string'
        ? `"${String(name.value)}"`
        : id?.type === 'number'
          ? `reflection ${String(id.value)}`
          : 'a reflection';
    for (const [key, value] of properties(node)) {
      if (REFLECTION_KEYS.has(key)) eachValue(value, (item) => reflection(item, `An entry of ${label}'s "${key}"`));
      else if (REFLECTION_TYPE_KEYS.has(key)) eachValue(value, (item) => type(item, `${label}'s "${key}"`));
    }
  };

  const type = (node: JsonNode, where: string): void => {
    if (node.type !== 'object') {
      report('error', node, `${where} is not a type object`);
      return;
    }
    const kind = property(node, 'type');
    if (!kind || kind.type !== 'string') {
      report('error', kind ?? node, `${where} has no "type" naming its kind`);
      return;
    }
    const name = String(kind.value);
    if (!TYPEDOC_TYPE_KINDS.has(name)) {
      report('warning', kind, `${where} is a type of unknown kind "${name}"; it is shown as plain text`);
      return;
    }
    if (name === 'reference') references.push(node);
    for (const [key, value] of properties(node)) {
      if (key === 'declaration') reflection(value, `The declaration of ${where}`);
      else if (TYPE_TYPE_KEYS.has(key) || (key === 'target' && name === 'typeOperator'))
        eachValue(value, (item) => type(item, `A "${key}" of ${where}`));
    }
  };

  reflection(tree, 'The project');
  // Only after the walk are all ids known: a reference may point forward in the file.
  for (const node of references) {
    const target = property(node, 'target');
    if (target?.type === 'number' && !ids.has(target.value as number)) {
      const name = property(node, 'name');
      report(
        'warning',
        target,
        `The reference to ${name?.type === 'string' ? `"${String(name.value)}"` : 'a type'} points at id ${String(target.value)}, which no reflection in the file has; it is shown unlinked`,
      );
    }
  }
  return problems;
}

function property(node: JsonNode, key: string): JsonNode | undefined {
  for (const [name, value] of properties(node)) if (name === key) return value;
  return undefined;
}

function* properties(node: JsonNode): Generator<[string, JsonNode]> {
  if (node.type !== 'object') return;
  for (const pair of node.children ?? []) {
    const [key, value] = pair.children ?? [];
    if (key && value && typeof key.value === 'string') yield [key.value, value];
  }
}

/** A value that is one item or a list of items. */
function eachValue(node: JsonNode, visit: (item: JsonNode) => void): void {
  if (node.type === 'array') for (const item of node.children ?? []) visit(item);
  else visit(node);
}
