import { DOC_ID_DUPLICATE, DUPLICATE_ROUTE, type Diagnostic } from '@accounts-docs/diagnostics';
import type { DocPage, MarkdownPage } from './types.ts';

export { DOC_ID_DUPLICATE, DUPLICATE_ROUTE };

/** Two docs with one id: a sidebar entry could only name one of them. */
export function duplicateIds(docs: DocPage[]): Diagnostic[] {
  const first = new Map<string, DocPage>();
  const found: Diagnostic[] = [];
  for (const doc of docs) {
    const earlier = first.get(doc.id);
    if (!earlier) {
      first.set(doc.id, doc);
      continue;
    }
    found.push({
      severity: 'error',
      ruleId: DOC_ID_DUPLICATE,
      reason: `Doc id "${doc.id}" is also the id of ${earlier.relativePath}`,
      file: doc.file,
      ...(doc.frontMatterPlaces?.id ?? { line: 1, column: 1 }),
      hint: 'give one of them another `id` in its front matter, or rename the file',
    });
  }
  return found;
}

/** Two pages served at one route: the first one wins, the others are said. */
export function duplicateRoutes(
  pages: MarkdownPage[],
  severity: 'error' | 'warning' | undefined,
): Diagnostic[] {
  if (!severity) return [];
  const seen = new Map<string, MarkdownPage>();
  const found: Diagnostic[] = [];
  for (const page of pages) {
    // The server answers `/x`, `/x.html` and `/x/index.html` alike: one route for it.
    const served = page.route.replace(/(?:\/index)?\.html$/, '') || '/';
    const first = seen.get(served);
    if (!first) {
      seen.set(served, page);
      continue;
    }
    // Point at what makes the route (`slug:` or `id:` in the front matter) when the file has it.
    const key = ['slug', 'id'].find((k) => page.frontMatter[k] !== undefined);
    found.push({
      severity,
      ruleId: DUPLICATE_ROUTE,
      reason: `Route \`${page.route}\` is produced twice: by ${first.relativePath} and by this file; the first one wins`,
      file: page.file,
      ...((key && page.frontMatterPlaces?.[key]) || { line: 1, column: 1 }),
      hint: 'give one of them another `id` or `slug` in its front matter',
    });
  }
  return found;
}
