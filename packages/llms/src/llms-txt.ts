import type { SiteModel, SidebarItem } from '@accounts-docs/site-model';
import { siteUrls } from './twins.ts';
import type { MarkdownTwin } from './twins.ts';

export interface LlmsTxtInput {
  model: SiteModel;
  twins: readonly MarkdownTwin[];
  /** Whether `llms-full.txt` is written (then llms.txt points at it). */
  full: boolean;
}

/**
 * `llms.txt` as llmstxt.org describes it: the site title as h1, the tagline as a blockquote,
 * then `##` sections of `- [title](url): description` lines — one per category of each docs
 * sidebar, "API reference" with one line per package, and "Optional" for the rest.
 */
export function llmsTxt({ model, twins, full }: LlmsTxtInput): string {
  const { config } = model;
  const byRoute = new Map(twins.map((twin) => [twin.route, twin]));
  const urls = siteUrls(model, new Set(byRoute.keys()));
  const listed = new Set<string>();
  const line = (twin: MarkdownTwin, label = twin.title) => {
    listed.add(twin.route);
    return `- [${escapeLabel(label)}](${urls.twin(twin.route)})${describe(twin.description)}`;
  };

  const sections: { title: string; lines: string[] }[] = [];
  for (const name of Object.keys(config.docs.sidebars)) {
    let loose: string[] = [];
    const flushLoose = () => {
      if (loose.length > 0) sections.push({ title: sidebarTitle(name), lines: loose });
      loose = [];
    };
    for (const item of model.sidebars[name] ?? []) {
      if (item.type === 'category') {
        flushLoose();
        const lines = categoryLines(item.items, byRoute, line, (href) => urls.absolute(href, '/'));
        if (lines.length > 0) sections.push({ title: item.label, lines });
      } else {
        loose.push(...categoryLines([item], byRoute, line, (href) => urls.absolute(href, '/')));
      }
    }
    flushLoose();
  }

  const api = model.api;
  if (api) {
    const lines = api.outline.pages
      .filter((page) => page.kind === 'package')
      .flatMap((page) => {
        const twin = byRoute.get(page.route);
        return twin ? [line(twin)] : [];
      });
    if (lines.length > 0) sections.push({ title: 'API reference', lines });
    const landing = byRoute.get(api.outline.routes.landing);
    if (landing) listed.add(landing.route);
  }

  // The blog's listed posts, newest first (as its list shows them).
  const blogLines = (model.blog?.posts ?? []).flatMap((post) => {
    const twin = !post.unlisted && byRoute.get(post.route);
    return twin ? [line(twin)] : [];
  });
  if (blogLines.length > 0) sections.push({ title: model.blog!.title || 'Blog', lines: blogLines });
  for (const post of model.blog?.posts ?? []) listed.add(post.route);

  // "Optional" is the section llmstxt.org lets a reader skip when context is short.
  const optional = twins
    .filter((twin) => !listed.has(twin.route) && !isApiDetail(twin, model))
    .map((twin) => line(twin));
  if (full)
    optional.push(
      `- [${escapeLabel(config.title)}, complete](${urls.page('/')}llms-full.txt): every guide page and the API reference in one file`,
    );
  if (optional.length > 0) sections.push({ title: 'Optional', lines: optional });

  const head = [`# ${config.title}`, ...(config.tagline ? ['', `> ${config.tagline}`] : [])];
  return `${[...head, ...sections.flatMap((section) => ['', `## ${section.title}`, '', ...section.lines])].join('\n')}\n`;
}

/** Pages of the API below a package (declarations, changelogs): listed through their package. */
function isApiDetail(twin: MarkdownTwin, model: SiteModel): boolean {
  const api = model.api;
  if (!api) return false;
  const page = api.outline.pages.find((p) => p.route === twin.route);
  return (
    page !== undefined &&
    (page.kind === 'declaration' || page.kind === 'changelog' || page.kind === 'landing')
  );
}

function categoryLines(
  items: SidebarItem[],
  byRoute: Map<string, MarkdownTwin>,
  line: (twin: MarkdownTwin, label?: string) => string,
  absolute: (href: string) => string,
): string[] {
  const out: string[] = [];
  for (const item of items) {
    if (item.type === 'doc') {
      const twin = byRoute.get(item.route);
      if (twin) out.push(line(twin));
    } else if (item.type === 'link') {
      // A link dropped as unsafe (`javascript:`) has no href: nothing to list.
      if (item.href !== undefined) out.push(`- [${escapeLabel(item.label)}](${absolute(item.href)})`);
    } else if (item.type === 'category') {
      out.push(...categoryLines(item.items, byRoute, line, absolute));
    }
  }
  return out;
}

function sidebarTitle(name: string): string {
  return name === 'docs' ? 'Docs' : name[0]!.toUpperCase() + name.slice(1);
}

function describe(description: string | undefined): string {
  const text = description?.replace(/\s+/g, ' ').trim();
  return text ? `: ${text}` : '';
}

function escapeLabel(text: string): string {
  return text.replace(/[[\]\\]/g, '\\$&');
}
