/**
 * Acceptance check for the real site: the API of content/packages (31 packages) as the
 * inventory lists it (content-api.inventory.json, copied from the content brief) must all
 * be in the model, with the right kinds and members.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import {
  apiModelFromTypeDoc,
  findApiPackages,
  loadTypeDocProject,
  type ApiDeclaration,
  type ApiDeclarationKind,
  type ApiModel,
  type TypeDocProject,
} from '../src/index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

interface InventoryPackage {
  npm: string;
  version: string;
  /** `[index signature]` stands for an index signature among the members. */
  exports: Record<string, { kind: ApiDeclarationKind; members?: string[] }>;
}
const inventory = JSON.parse(readFileSync(path.join(here, 'content-api.inventory.json'), 'utf8')) as Record<
  string,
  InventoryPackage
>;

let loaded: TypeDocProject;
let model: ApiModel;
let diagnostics: Diagnostic[];

beforeAll(async () => {
  const packages = await findApiPackages({ root, patterns: ['content/packages/*'] });
  loaded = await loadTypeDocProject({ root, packages, tsconfig: 'content/packages/tsconfig.json' });
  ({ model, diagnostics } = apiModelFromTypeDoc(loaded.project, { root, packages }));
}, 600_000); // TypeDoc over the 31 packages of content/: minutes on a busy 2-core machine

describe('the API of content/packages', () => {
  it('has every package of the inventory, with npm name, version and changelog', () => {
    expect(model.packages.map((p) => [p.slug, p.name, p.version])).toEqual(
      Object.entries(inventory)
        .map(([slug, p]) => [slug, p.npm, p.version])
        .sort(([a], [b]) => (a! < b! ? -1 : 1)),
    );
    expect(model.packages.filter((p) => !p.changelog).map((p) => p.slug)).toEqual([]);
    expect(model.packages.every((p) => p.summary.length > 0)).toBe(true);
  });

  it('has every export of the inventory, of the right kind, with its members', () => {
    const problems: string[] = [];
    for (const [slug, expected] of Object.entries(inventory)) {
      const declarations = model.packages.find((p) => p.slug === slug)?.declarations ?? [];
      for (const [name, { kind, members = [] }] of Object.entries(expected.exports)) {
        const found = declarations.find((d) => d.name === name && d.kind === kind);
        if (!found) {
          problems.push(`${slug}: no ${kind} ${name}`);
          continue;
        }
        const present = memberNames(found);
        for (const m of members) if (!present.has(m)) problems.push(`${slug}: ${name} has no member ${m}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('resolves every reference and link inside the model to a declaration and member that exist', () => {
    const byId = new Map(model.packages.flatMap((p) => p.declarations).map((d) => [d.id, d]));
    const problems: string[] = [];
    let count = 0;
    walk(model, (target) => {
      count++;
      const declaration = byId.get(target.declaration);
      if (!declaration) problems.push(`no declaration ${target.declaration}`);
      else if (target.member !== undefined && !memberNames(declaration).has(target.member)) {
        problems.push(`${declaration.name} has no member ${target.member}`);
      }
    });
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(1000);
  });

  it('converts without a warning', () => {
    expect(loaded.diagnostics).toEqual([]);
    expect(diagnostics).toEqual([]);
  });
});

/** Members, enum members, and those of a type alias's object type (`Mutation['login']` targets one). */
function memberNames(declaration: ApiDeclaration): Set<string> {
  const members =
    'members' in declaration
      ? declaration.members
      : declaration.kind === 'type' && declaration.type.kind === 'object'
        ? declaration.type.members
        : [];
  const names = new Set<string>(members.map((m) => m.name));
  if ('indexSignatures' in declaration && declaration.indexSignatures.length > 0)
    names.add('[index signature]');
  return names;
}

/** Calls `visit` with every `{ declaration }` target anywhere in the model. */
function walk(value: unknown, visit: (target: { declaration: number; member?: string }) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const target = record.target as { declaration?: unknown } | undefined;
    if (target && typeof target.declaration === 'number')
      visit(target as { declaration: number; member?: string });
    for (const child of Object.values(record)) walk(child, visit);
  }
}
