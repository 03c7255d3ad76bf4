import {
  REACT_PAGE_EXPORT,
  REACT_PAGE_META,
  SWIZZLED_COMPONENT_UNUSED,
  type Diagnostic,
} from '@accounts-docs/diagnostics';
import { SWIZZLE_TARGETS, type SwizzledSource } from './find-sources.ts';

// What a loaded React page or override must export (`react-site.ts` loads them), and the
// swizzled components of a Docusaurus site that nothing uses.

/**
 * A warning for each swizzled component of a Docusaurus site that replaces none of ours and
 * that no page or override imports: accounts-docs draws that part itself.
 */
export function unusedSwizzles(
  unmapped: readonly SwizzledSource[],
  inputs: ReadonlySet<string>,
): Diagnostic[] {
  return unmapped
    .filter((swizzled) => !inputs.has(swizzled.file))
    .map((swizzled) => ({
      severity: 'warning' as const,
      ruleId: SWIZZLED_COMPONENT_UNUSED,
      reason: `The swizzled component ${swizzled.name} is not used: accounts-docs draws this part of the page itself`,
      file: swizzled.file,
      line: 1,
      column: 1,
      hint: `only ${Object.keys(SWIZZLE_TARGETS).join(', ')} replace the theme's own; remove it, or keep it if a page imports it`,
    }));
}

export function readMeta(
  value: unknown,
  file: string,
  errors: Diagnostic[],
): { title?: string; description?: string } {
  if (value === undefined) return {};
  const ok =
    typeof value === 'object' &&
    value !== null &&
    Object.entries(value).every(
      ([key, v]) => ['title', 'description'].includes(key) && typeof v === 'string',
    );
  if (ok) return value as { title?: string; description?: string };
  errors.push({
    severity: 'error',
    ruleId: REACT_PAGE_META,
    reason: '`meta` must be an object with string `title` and `description` only',
    file,
    line: 1,
    column: 1,
    hint: "export const meta = { title: 'Showcase', description: 'Sites built with accounts-js' };",
  });
  return {};
}

export function noComponent(file: string, reason: string): Diagnostic {
  return {
    severity: 'error',
    ruleId: REACT_PAGE_EXPORT,
    reason,
    file,
    line: 1,
    column: 1,
    hint: 'export default function Page() { return <h1>…</h1>; }',
  };
}
