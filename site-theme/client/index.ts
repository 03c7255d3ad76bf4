/**
 * The client entry: the only script a page loads (bundled by the assets stage). Each behaviour
 * is a small module that enhances the static HTML; the page is complete without any of them.
 * Islands (the search modal and page) load their React code on demand: see islands.ts.
 */
import { setUpAnnouncementBar } from './announcement-bar.ts';
import { setUpColorModeToggle } from './color-mode.ts';
import { setUpCopyButtons } from './copy-code.ts';
import { setUpIslands } from './islands.ts';
import { makeScrollBoxesFocusable } from './scroll-boxes.ts';
import { revealCurrentSidebarLink, revealCurrentSidebarLinkOnOpen } from './sidebar-scroll.ts';

setUpAnnouncementBar(document);
setUpColorModeToggle(document);
setUpCopyButtons(document);
revealCurrentSidebarLink(document);
revealCurrentSidebarLinkOnOpen(document);
setUpIslands(document);
makeScrollBoxesFocusable(document);
