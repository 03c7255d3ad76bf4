import { describe, expect, it } from 'vitest';
import type { CompiledMeta } from '../src/compile-cache.ts';
import { frontMatterFields } from '../src/front-matter-fields.ts';

const compiled = (frontMatter: Record<string, unknown>, places: CompiledMeta['frontMatterPlaces'] = {}) =>
  ({ frontMatter, frontMatterPlaces: places }) as CompiledMeta;

describe('frontMatterFields', () => {
  it('reads the placing fields; a number is taken as written, other keys are left to the theme', () => {
    const result = frontMatterFields(
      compiled(
        { id: 7, slug: '/guide/setup', title: 'Setup', sidebar_label: 3, hero: { title: 'x' } },
        { id: { line: 2, column: 1, written: '007' } },
      ),
      'docs/a.md',
    );
    expect(result).toEqual({
      fields: { id: '007', slug: '/guide/setup', title: 'Setup', sidebarLabel: '3' },
      diagnostics: [],
    });
  });

  it('says which field is not text, at the key the YAML parser found', () => {
    const { diagnostics } = frontMatterFields(
      compiled({ title: ['a', 'b'], sidebar_label: { text: 'x' } }, { title: { line: 3, column: 1 }, sidebar_label: { line: 4, column: 1 } }),
      'docs/a.md',
    );
    expect(diagnostics.map((d) => [d.ruleId, d.reason, d.line, d.column])).toEqual([
      ['front-matter-field', 'Front matter "title" must be a string, got a list', 3, 1],
      ['front-matter-field', 'Front matter "sidebar_label" must be a string, got object', 4, 1],
    ]);
  });

  it('refuses TOC heading levels outside 2–6, or a max under the min, at the key (Docusaurus validates them too)', () => {
    const places = { toc_min_heading_level: { line: 2, column: 1 }, toc_max_heading_level: { line: 3, column: 1 } };
    const bad = frontMatterFields(compiled({ toc_min_heading_level: 1, toc_max_heading_level: 'three' }, places), 'docs/a.md');
    expect(bad.diagnostics.map((d) => [d.ruleId, d.reason, d.line, d.hint])).toEqual([
      ['front-matter-field', 'Front matter "toc_min_heading_level" must be a heading level, 2 to 6', 2, 'write `toc_min_heading_level: 3`'],
      ['front-matter-field', 'Front matter "toc_max_heading_level" must be a heading level, 2 to 6', 3, 'write `toc_max_heading_level: 3`'],
    ]);
    const crossed = frontMatterFields(compiled({ toc_min_heading_level: 4, toc_max_heading_level: 3 }, places), 'docs/a.md');
    expect(crossed.diagnostics.map((d) => [d.reason, d.line])).toEqual([
      ['Front matter "toc_max_heading_level" must be at least toc_min_heading_level', 3],
    ]);
    expect(frontMatterFields(compiled({ toc_min_heading_level: 3, toc_max_heading_level: 5 }), 'docs/a.md').diagnostics).toEqual([]);
  });

  it('refuses an id or slug that is not a clean route', () => {
    const { diagnostics } = frontMatterFields(
      compiled({ id: 'a/../b', slug: '/x//y' }, { id: { line: 2, column: 1 }, slug: { line: 3, column: 1 } }),
      'docs/a.md',
    );
    expect(diagnostics.map((d) => [d.ruleId, d.line])).toEqual([
      ['route-invalid', 2],
      ['route-invalid', 3],
    ]);
    expect(diagnostics[0]!.reason).toMatch(/^Front matter "id" is not a clean route: /);
  });
});
