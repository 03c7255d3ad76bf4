import type { DocPage, SiteModel, StandalonePage } from '@accounts-docs/site-model';
import type { DocView, HeadData, HomeView, PageView } from '@accounts-docs/site-theme';
import { isUnsafeUrl } from '@accounts-docs/routes';
import { outFileOf } from './page-files.ts';
import type { Page } from './pages.ts';

// The pages of markdown sources (`createPages`, `pages.ts`): a doc with its sidebar and
// version, a standalone page, a `layout: home` page's hero and features.

export function docPage(
  doc: DocPage,
  model: SiteModel,
  canonical: string,
  search: HeadData['search'],
  twin: { markdownUrl?: string },
): Page {
  return {
    route: doc.route,
    outFile: outFileOf(doc.route),
    head: {
      title: doc.title,
      description: doc.description,
      canonical,
      ogType: 'article',
      noindex: false,
      search,
    },
    view: {
      kind: 'doc',
      title: doc.title,
      hasH1: doc.hasH1,
      toc: doc.toc,
      sidebar: doc.sidebar ? model.sidebars[doc.sidebar] : undefined,
      breadcrumbs: doc.breadcrumbs,
      previous: doc.previous,
      next: doc.next,
      lastUpdated: doc.lastUpdated,
      editUrl: doc.editUrl,
      ...versionView(doc, model),
      ...twin,
    },
    linkMap: doc.linkMap,
    contentKey: doc.contentKey,
  };
}

/** The version of a versioned doc: its banner and the same page in the other versions. */
function versionView(doc: DocPage, model: SiteModel): Pick<DocView, 'version'> {
  const version = model.versions.find((v) => v.name === doc.version);
  if (!version) return {};
  const last = model.versions.find((v) => v.isLast) ?? version;
  const sameIn = (v: SiteModel['versions'][number]) => v.routes.get(doc.id) ?? v.mainRoute;
  return {
    version: {
      name: version.name,
      label: version.label,
      banner: version.banner,
      latestRoute: sameIn(last),
      latestLabel: last.label,
      alternates: Object.fromEntries(model.versions.map((v) => [v.name, sameIn(v)])),
    },
  };
}

export function standalonePage(
  page: StandalonePage,
  canonical: string,
  siteTitle: string,
  tagline: string,
  twin: { markdownUrl?: string },
): Page {
  const view: PageView =
    page.layout === 'home'
      ? { ...homeView(page.frontMatter, siteTitle, tagline), ...twin }
      : { kind: 'markdown', title: page.title, hasH1: page.hasH1, ...twin };
  return {
    route: page.route,
    outFile: outFileOf(page.route),
    head: {
      title: page.layout === 'home' ? siteTitle : page.title,
      description: page.description,
      canonical,
      ogType: 'website',
      noindex: false,
      // The home page is indexed without a section; other standalone pages are not indexed.
      ...(page.layout === 'home' ? { search: {} } : {}),
    },
    view,
    linkMap: page.linkMap,
    contentKey: page.contentKey,
  };
}

/** The hero and features of a `layout: home` page, from its front matter (the markdown twin shows them too). */
export function homeView(fm: Record<string, unknown>, siteTitle: string, tagline: string): HomeView {
  const hero = (fm.hero ?? {}) as Record<string, unknown>;
  const actions = Array.isArray(hero.actions) ? (hero.actions as Record<string, unknown>[]) : [];
  const features = Array.isArray(fm.features) ? (fm.features as Record<string, unknown>[]) : [];
  return {
    kind: 'home',
    hero: {
      title: String(hero.title ?? fm.title ?? siteTitle),
      tagline: String(hero.tagline ?? tagline),
      // A `javascript:` or `data:` button is reported (unsafe-link) and not shipped.
      actions: actions
        .filter((action) => !isUnsafeUrl(String(action.link ?? '/')))
        .map((action) => ({
          text: String(action.text ?? ''),
          link: String(action.link ?? '/'),
          variant: action.variant === 'secondary' ? 'secondary' : 'primary',
        })),
    },
    features: features.map((feature) => ({
      title: String(feature.title ?? ''),
      details: String(feature.details ?? ''),
      ...(typeof feature.link === 'string' && !isUnsafeUrl(feature.link) ? { link: feature.link } : {}),
    })),
  };
}
