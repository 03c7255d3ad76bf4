import * as z from 'zod';
import { routeProblem, ROUTE_HINT, ROUTE_INVALID, type RouteShape } from '@accounts-docs/config';
import { FRONT_MATTER_FIELD, type Diagnostic } from '@accounts-docs/diagnostics';
import type { CompiledMeta } from './compile-cache.ts';

export { FRONT_MATTER_FIELD };

/** The front matter fields the site model places a page by, read and checked. */
export interface FrontMatterFields {
  id?: string;
  slug?: string;
  title?: string;
  sidebarLabel?: string;
}

/** A field that must be text when present: a string, or a number taken as written (`id: 007`). */
const text = z
  .union([z.string(), z.number(), z.null()], {
    error: (issue) => `must be a string, got ${Array.isArray(issue.input) ? 'a list' : typeof issue.input}`,
  })
  .optional();

/** A TOC heading level (`toc_min_heading_level`): 2 to 6, as Docusaurus's front matter schema. */
const level = z
  .number({ error: 'must be a heading level, 2 to 6' })
  .int({ error: 'must be a heading level, 2 to 6' })
  .min(2, { error: 'must be a heading level, 2 to 6' })
  .max(6, { error: 'must be a heading level, 2 to 6' })
  .optional();

/**
 * Built once: the fields that place a page, and the levels of its table of contents (which the
 * compile reads); other keys are the theme's and pass through.
 */
const schema = z
  .looseObject({
    id: text,
    slug: text,
    title: text,
    sidebar_label: text,
    toc_min_heading_level: level,
    toc_max_heading_level: level,
  })
  .refine(
    (data) =>
      data.toc_min_heading_level === undefined ||
      data.toc_max_heading_level === undefined ||
      data.toc_max_heading_level >= data.toc_min_heading_level,
    { error: 'must be at least toc_min_heading_level', path: ['toc_max_heading_level'] },
  );

/** `id` and `slug` become routes: the shape each must have. */
const ROUTE_FIELDS: Record<string, RouteShape> = { id: 'relative', slug: 'any' };

/**
 * The placing fields of a compiled page's front matter, or its problems, each positioned at
 * the key as the YAML parser found it.
 */
export function frontMatterFields(
  compiled: CompiledMeta,
  file: string,
): { fields: FrontMatterFields; diagnostics: Diagnostic[] } {
  const places = compiled.frontMatterPlaces ?? {};
  const at = (key: string) =>
    places[key] ? { line: places[key].line, column: places[key].column } : { line: 1, column: 1 };
  const result = schema.safeParse(compiled.frontMatter);
  if (!result.success) {
    const diagnostics = result.error.issues.map((issue): Diagnostic => {
      const key = String(issue.path[0]);
      return {
        severity: 'error',
        ruleId: FRONT_MATTER_FIELD,
        reason: `Front matter "${key}" ${issue.message}`,
        file,
        ...at(key),
        hint: key.startsWith('toc_') ? `write \`${key}: 3\`` : `write \`${key}: some text\``,
      };
    });
    return { fields: {}, diagnostics };
  }
  // YAML reads `id: 007` as 7: the text as written is what the page meant.
  const value = (key: string): string | undefined => {
    const raw = result.data[key];
    if (raw === undefined || raw === null) return undefined;
    return typeof raw === 'number' ? (places[key]?.written ?? String(raw)) : String(raw);
  };
  const diagnostics: Diagnostic[] = [];
  for (const [key, shape] of Object.entries(ROUTE_FIELDS)) {
    const route = value(key);
    // A relative slug is resolved against the doc's folder as a URL path is (`./setup`,
    // `../notes`: Docusaurus's getSlug), so its leading `./` and `../` are what climb; the rest
    // must be clean, and the route it resolves to stays inside the site.
    const checked = key === 'slug' && route !== undefined ? route.replace(/^(?:\.\.?\/)+(?=.)/, '') : route;
    const problem = checked === undefined ? undefined : routeProblem(checked, shape);
    if (problem)
      diagnostics.push({
        severity: 'error',
        ruleId: ROUTE_INVALID,
        reason: `Front matter "${key}" is not a clean route: ${problem}`,
        file,
        ...at(key),
        hint: ROUTE_HINT,
      });
  }
  if (diagnostics.length > 0) return { fields: {}, diagnostics };
  const fields: FrontMatterFields = {};
  for (const [key, name] of [['id', 'id'], ['slug', 'slug'], ['title', 'title'], ['sidebar_label', 'sidebarLabel']] as const) {
    const found = value(key);
    if (found !== undefined) fields[name] = found;
  }
  return { fields, diagnostics: [] };
}
