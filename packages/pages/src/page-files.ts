// Where a page goes: its HTML file in the output, its markdown twin's route and file.

/** `/` → `index.html`, `/docs/x` → `docs/x/index.html`. */
export function outFileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/** The markdown twin of a page, as a site path: `/docs/x` → `/docs/x.md`, `/` → `/index.md`. */
export function twinRouteOf(route: string): string {
  return route === '/' ? '/index.md' : `${route}.md`;
}

/** The markdown twin of a page, as a file of the output: `/docs/x` → `docs/x.md`, `/` → `index.md`. */
export function twinFileOf(route: string): string {
  return twinRouteOf(route).slice(1);
}
