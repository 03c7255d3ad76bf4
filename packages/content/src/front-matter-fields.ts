import { z } from 'zod';
import { routeProblem, ROUTE_HINT, ROUTE_INVALID, type RouteShape } from '@accounts-docs/config';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import type { CompiledMeta } from './compile-cache.ts';

export const FRONT_MATTER_FIELD = 'front-matter-field';

/** The front matter fields the site model places a page by, read and checked. */
export interface FrontMatterFields {
  id?: string;
  slug?: string;
  title?: string;
  sidebarLabel?: string;
}

type Places = CompiledMeta['frontMatterPlaces'];

/**
 * A field that must be a string when present. A number is taken as written (`id: 007` stays
 * `007`, not YAML's 7) when the parser recorded how it was written.
 */
const text = (key: string, places: Places) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      if (value === undefined || value === null || typeof value === 'string' || typeof value === 'number')
        return;
      const got = Array.isArray(value) ? 'a list' : typeof value;
      ctx.addIssue({ code: 'custom', message: `Front matter "${key}" must be a string, got ${got}` });
    })
    .transform((value): string | undefined => {
      if (value === undefined || value === null) return undefined;
      return typeof value === 'number' ? (places[key]?.written ?? String(value)) : (value as string);
    });

/** `id` and `slug` become routes: a string that is a clean route of the given shape. */
const route = (key: string, shape: RouteShape, places: Places) =>
  text(key, places).superRefine((value, ctx) => {
    const problem = value === undefined ? undefined : routeProblem(value, shape);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: `Front matter "${key}" is not a clean route: ${problem}`,
        params: { ruleId: ROUTE_INVALID, hint: ROUTE_HINT },
      });
  });

function schemaFor(places: Places) {
  return z.object({
    id: route('id', 'relative', places).optional(),
    slug: route('slug', 'any', places).optional(),
    title: text('title', places).optional(),
    sidebar_label: text('sidebar_label', places).optional(),
  });
}

const HINTS: Record<string, string> = {
  [FRONT_MATTER_FIELD]: 'write `KEY: some text`',
};

/**
 * The placing fields of a compiled page's front matter, or its problems: each positioned at the
 * key as the YAML parser found it.
 */
export function frontMatterFields(
  compiled: CompiledMeta,
  file: string,
): { fields: FrontMatterFields; diagnostics: Diagnostic[] } {
  const places = compiled.frontMatterPlaces ?? {};
  const result = schemaFor(places).safeParse(compiled.frontMatter);
  if (result.success) {
    const { id, slug, title, sidebar_label } = result.data;
    return { fields: defined({ id, slug, title, sidebarLabel: sidebar_label }), diagnostics: [] };
  }
  const diagnostics = result.error.issues.map((issue): Diagnostic => {
    const key = String(issue.path[0]);
    const params = (issue as { params?: { ruleId?: string; hint?: string } }).params;
    const ruleId = params?.ruleId ?? FRONT_MATTER_FIELD;
    return {
      severity: 'error',
      ruleId,
      reason: issue.message,
      file,
      ...(places[key] ? { line: places[key].line, column: places[key].column } : { line: 1, column: 1 }),
      hint: params?.hint ?? HINTS[ruleId]!.replace('KEY', key),
    };
  });
  return { fields: {}, diagnostics };
}

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
