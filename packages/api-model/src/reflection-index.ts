import { ReflectionKind } from './reflection-kind.ts';

/** What an id inside the model leads to: a top-level declaration, and the member's name when inside one. */
export interface DeclarationTarget {
  declaration: number;
  member?: string;
}

/** Kinds whose name is the `member` of everything inside them (parameters of a method, its signatures). */
const MEMBER_KINDS: ReadonlySet<number> = new Set([
  ReflectionKind.Constructor,
  ReflectionKind.Property,
  ReflectionKind.Accessor,
  ReflectionKind.Method,
  ReflectionKind.EnumMember,
]);

/** Keys that never hold reflections: skipped to keep the walk short. */
const LEAF_KEYS: ReadonlySet<string> = new Set(['comment', 'sources', 'groups', 'categories', 'flags']);

export interface ReflectionIndex {
  targets: Map<number, DeclarationTarget>;
  /** `Name` of every declaration and `Name.member` of its members, for "did you mean" hints. */
  names: string[];
}

/**
 * Maps every reflection id found inside the given top-level reflections (members,
 * signatures, parameters, type literals) to the declaration that owns it.
 */
export function indexReflections(
  declarations: readonly { id: number; name: string; node: object }[],
): ReflectionIndex {
  const targets = new Map<number, DeclarationTarget>();
  const names: string[] = [];
  for (const { id, name, node } of declarations) {
    targets.set(id, { declaration: id });
    names.push(name);
    walk(node, id, undefined, targets);
  }
  const nameOf = new Map(declarations.map((d) => [d.id, d.name]));
  for (const target of targets.values()) {
    if (target.member !== undefined) names.push(`${nameOf.get(target.declaration)}.${target.member}`);
  }
  return { targets, names: [...new Set(names)] };
}

function walk(
  value: unknown,
  declaration: number,
  member: string | undefined,
  targets: Map<number, DeclarationTarget>,
): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, declaration, member, targets);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const node = value as Record<string, unknown>;
  let inner = member;
  // Reflections have an id and a variant; types (which also may have numeric targets) have neither.
  if (typeof node.id === 'number' && typeof node.variant === 'string') {
    if (inner === undefined && MEMBER_KINDS.has(node.kind as number) && typeof node.name === 'string')
      inner = node.name;
    if (!targets.has(node.id))
      targets.set(node.id, inner === undefined ? { declaration } : { declaration, member: inner });
  }
  for (const [key, child] of Object.entries(node)) {
    if (typeof child === 'object' && child !== null && !LEAF_KEYS.has(key))
      walk(child, declaration, inner, targets);
  }
}
