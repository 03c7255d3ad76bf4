/**
 * `normalizeUrl` of `@docusaurus/utils` for site paths: parts joined by one slash, no trailing
 * slash (`/blog` + `/2024/05/01/x` → `/blog/2024/05/01/x`; `/` + `tags` → `/tags`).
 */
export function joinRoute(...parts: string[]): string {
  return `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

/** Where a front matter key is written (1:1 when it is not known). */
export function placeOf(places: Record<string, { line: number; column: number }> | undefined, key: string) {
  const place = places?.[key];
  return { line: place?.line ?? 1, column: place?.column ?? 1 };
}
