import { parse, parseTree, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { positionAt } from './diagnostic.ts';

type Place = { line: number; column: number };

/**
 * Where strict JSON (no comments, no trailing commas, as `JSON.parse`) first breaks, as
 * jsonc-parser reports it: an offset as data, where `JSON.parse` only has it inside the text of
 * its message (worded differently across V8 versions). The end of the text when it finds none.
 */
export function jsonSyntaxErrorPlace(text: string): Place {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  return positionAt(text, errors[0]?.offset ?? text.length);
}

/** Where the top-level key `key` of a JSON object is written (its opening quote); 1:1 when absent. */
export function jsonKeyPlace(text: string, key: string): Place {
  const root = parseTree(text);
  const property =
    root?.type === 'object' ? root.children?.find((pair) => pair.children?.[0]?.value === key) : undefined;
  return positionAt(text, property?.offset ?? 0);
}

/** Where the first string whose value is `value` is written (just inside its quotes), or `undefined`. */
export function jsonStringPlace(text: string, value: string): Place | undefined {
  const root = parseTree(text);
  const stack: JsonNode[] = root ? [root] : [];
  let found: JsonNode | undefined;
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'string' && node.value === value && (!found || node.offset < found.offset)) found = node;
    // A property's first child is its key, also a string node: only its value is searched.
    if (node.children) stack.push(...(node.type === 'property' ? node.children.slice(1) : node.children));
  }
  return found ? positionAt(text, found.offset + 1) : undefined;
}
