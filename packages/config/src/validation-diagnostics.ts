import type * as z from 'zod';
import { closest, CONFIG_INVALID, positionAt, type Diagnostic } from '@accounts-docs/diagnostics';
import { configSchema } from './schema.ts';
import { formatKeyPath, locateKey } from './source-places.ts';

type Key = PropertyKey;

/** Turns zod issues into diagnostics that name the key, point at it in the file and propose a fix. */
export function validationDiagnostics(
  error: z.ZodError,
  where: { file: string; source?: string },
  input?: unknown,
): Diagnostic[] {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return [
      {
        severity: 'error',
        ruleId: CONFIG_INVALID,
        reason: `The config's default export must be an object, got ${describe(input)}`,
        file: where.file,
        ...((where.source && defaultExportPosition(where.source)) || { line: 1, column: 1 }),
        hint: "export default defineConfig({ title: 'My site', url: 'https://example.com' })",
      },
    ];
  }
  return error.issues.flatMap(closestBranch).map((issue) => {
    const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const keyPath = unknownKeys.length > 0 ? [...issue.path, unknownKeys[0]!] : issue.path;
    const name = formatKeyPath(keyPath);
    const position = where.source ? locateKey(where.source, keyPath) : undefined;
    let reason: string;
    let hint: string | undefined;
    if (unknownKeys.length > 0) {
      reason = `Unknown config key "${name}"`;
      const known = knownKeys(issue.path);
      const suggestion = closest(String(unknownKeys[0]), known);
      hint = suggestion
        ? `did you mean "${formatKeyPath([...issue.path, suggestion])}"?`
        : `remove it; the keys allowed here are: ${known.join(', ')}`;
    } else {
      reason = `Invalid config value at "${name || '(root)'}": ${issue.message}`;
      // Zod 4 does not say whether the key was there: look in the input. Only a key that is
      // absent and still complained about is a required one.
      if (issue.code === 'invalid_type' && !hasKeyPath(input, issue.path))
        hint = `add "${name}"; it is required`;
      else if (issue.code === 'invalid_type')
        hint = `"${name}" must be ${article(issue.expected)}, not ${describe(valueAt(input, issue.path))}`;
    }
    return {
      severity: 'error',
      ruleId: CONFIG_INVALID,
      reason,
      file: where.file,
      ...(position ?? { line: 1, column: 1 }),
      ...(hint ? { hint } : {}),
    } satisfies Diagnostic;
  });
}

/**
 * An item that matches none of a union's shapes (a navbar item, a sidebar item) is reported
 * by the shape it was closest to: one whose `type` it has, with the fewest problems.
 */
export function closestBranch(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  // A branch for another kind of value (a string where an object was written) is the least close.
  const otherKind = (list: z.core.$ZodIssue[]) =>
    list.some((i) => i.path.length === 0 && i.code === 'invalid_type');
  const wrongType = (list: z.core.$ZodIssue[]) => list.some((i) => i.path[0] === 'type');
  const branches = [...issue.errors].sort(
    (a, b) =>
      Number(otherKind(a)) - Number(otherKind(b)) ||
      Number(wrongType(a)) - Number(wrongType(b)) ||
      a.length - b.length,
  );
  return branches[0]!
    .map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }))
    .flatMap(closestBranch);
}




/** Whether every key of `keyPath` is present (even with the value `undefined`) in `input`. */
function hasKeyPath(input: unknown, keyPath: readonly Key[]): boolean {
  let current = input;
  for (const key of keyPath) {
    if (current === null || typeof current !== 'object' || !(key in current)) return false;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current !== undefined;
}

function valueAt(input: unknown, keyPath: readonly Key[]): unknown {
  let current = input;
  for (const key of keyPath) current = (current as Record<PropertyKey, unknown> | undefined)?.[key];
  return current;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'object') return 'an object';
  return `${article(typeof value)}`;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/** Where `export default` is written, for a default export that is no object at all. */
function defaultExportPosition(source: string): { line: number; column: number } | undefined {
  const index = source.search(/\bexport\s+default\b/);
  return index === -1 ? undefined : positionAt(source, index);
}


/** The keys the schema allows at an object path, for "did you mean" hints. */
function knownKeys(keyPath: readonly Key[]): string[] {
  let schema: unknown = configSchema;
  for (const key of keyPath) {
    schema = unwrap(schema);
    const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return [];
    if (def.type === 'object') schema = (def.shape as Record<string, unknown>)[String(key)];
    else if (def.type === 'array') schema = def.element;
    else if (def.type === 'record') schema = def.valueType;
    else return [];
  }
  const def = (unwrap(schema) as { _zod?: { def?: { type?: string; shape?: object } } })._zod?.def;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

function unwrap(schema: unknown): unknown {
  let current = schema;
  for (let i = 0; i < 10; i++) {
    const def = (current as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
    if (!def) return current;
    if ('innerType' in def) current = def.innerType;
    else if (def.type === 'pipe') current = def.in;
    else if (def.type === 'lazy' && typeof def.getter === 'function')
      current = (def.getter as () => unknown)();
    else return current;
  }
  return current;
}
