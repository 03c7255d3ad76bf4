/**
 * The client entry: the only script a page loads (bundled by the assets stage). Each behaviour
 * is a small module that enhances the static HTML; the page is complete without any of them.
 * Islands (the search modal and page) load their React code on demand: see islands.ts.
 * Behaviours bound to the page's content re-run on `accounts-docs:page`, sent by the router
 * after each client navigation.
 */
import { trackPageViews } from './analytics.ts';
import { setUpAnnouncementBar } from './announcement-bar.ts';
import { setUpColorModeToggle } from './color-mode.ts';
import { setUpCopyButtons } from './copy-code.ts';
import { setUpDocsVersion } from './docs-version.ts';
import { setUpHideOnScroll } from './hide-on-scroll.ts';
import { setUpIslands } from './islands.ts';
import { siteBase } from './links.ts';
import { setUpNavbarSearch } from './navbar-search.ts';
import { setUpNavDrawer } from './nav-drawer.ts';
import { setUpPrefetch } from './prefetch.ts';
import { PAGE_EVENT, setUpRouter } from './router.ts';
import { makeScrollBoxesFocusable } from './scroll-boxes.ts';
import {
  fitSidebarBelowAnnouncement,
  revealCurrentSidebarLink,
  revealCurrentSidebarLinkOnOpen,
} from './sidebar-scroll.ts';
import { setUpTabs } from './tabs.ts';
import { setUpTocHighlight } from './toc-highlight.ts';
import { setUpCopyMarkdown } from './copy-markdown.ts';

const onPage = (listener: () => void) => document.addEventListener(PAGE_EVENT, listener);

setUpAnnouncementBar(document);
setUpColorModeToggle(document);
setUpCopyButtons(document);
setUpCopyMarkdown(document);
fitSidebarBelowAnnouncement(document);
revealCurrentSidebarLink(document);
revealCurrentSidebarLinkOnOpen(document);
setUpIslands(document);
setUpNavbarSearch(document);
makeScrollBoxesFocusable(document);
onPage(() => revealCurrentSidebarLink(document));
setUpNavDrawer(document, onPage);
setUpDocsVersion(document);
setUpHideOnScroll(document);
setUpTabs(document, onPage);
setUpTocHighlight(document, onPage);

const base = siteBase(document);
if (base !== undefined) {
  setUpRouter(document, base);
  setUpPrefetch(document, base, onPage);
  trackPageViews(onPage);
}
