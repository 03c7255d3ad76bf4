import * as z from 'zod';

// The navbar and the footer: their items and links.

const routePath = z
  .string()
  .regex(/^\//, 'must start with "/" (a path inside the site, e.g. "/docs/introduction")');

/**
 * A page of the site as a navbar or footer item names it: `/docs/intro`, or relative like
 * Docusaurus allows (`docs/intro`), which is read from the site root (the base URL is added
 * when rendering either way).
 */
const siteLink = z
  .string()
  .min(1)
  .refine((to) => !/^[a-z][a-z\d+.-]*:|^\/\//i.test(to), 'is a URL: use "href" for links outside the site')
  .transform((to) => (to.startsWith('/') ? to : `/${to.replace(/^\.\//, '')}`));

/**
 * A navbar menu or footer link: `to` for a page of the site, `href` for anything else; shown
 * as its `label`, or as `html` (markup the config writes, inserted as it is, as Docusaurus's
 * theme does). A footer item may be `html` alone: markup, no link.
 */
const linkItem = z
  .strictObject({
    label: z.string().min(1).optional(),
    html: z.string().min(1).optional(),
    to: siteLink.optional(),
    href: z.url().optional(),
  })
  .refine((item) => (item.label === undefined) !== (item.html === undefined), {
    message: 'give exactly one of "label" (text) or "html" (markup)',
  })
  .refine((item) => !(item.to !== undefined && item.href !== undefined), {
    message: 'give one of "to" (a site path) or "href" (an external URL), not both',
  });

/** A link item that must link somewhere (a navbar menu's). */
const menuLinkItem = linkItem.refine((item) => item.to !== undefined || item.href !== undefined, {
  message: 'give one of "to" (a site path) or "href" (an external URL)',
});

/** A footer item: a link, or `html` alone. */
const footerItem = linkItem.refine(
  (item) => item.to !== undefined || item.href !== undefined || item.html !== undefined,
  { message: 'give one of "to" (a site path) or "href" (an external URL)' },
);

const position = z.enum(['left', 'right']).default('left');

/** A plain navbar link. */
const navbarLinkSchema = z
  .strictObject({
    type: z.literal('default').optional(),
    label: z.string().min(1).optional(),
    to: siteLink.optional(),
    href: z.url().optional(),
    position,
    /** Marks the item active on every route under this path (defaults to the parent of `to`). */
    activeBasePath: routePath.optional(),
    /**
     * Classes of the link: a site's own CSS may draw it (Docusaurus sites' `header-github-link`,
     * an icon), with `ariaLabel` naming it where it has no `label`.
     */
    className: z.string().min(1).optional(),
    ariaLabel: z.string().min(1).optional(),
  })
  .refine((item) => (item.to === undefined) !== (item.href === undefined), {
    message: 'give exactly one of "to" (a site path) or "href" (an external URL)',
  })
  .refine((item) => item.label !== undefined || item.ariaLabel !== undefined, {
    message: 'give a "label", or an "ariaLabel" for a link the site\'s CSS draws (an icon)',
  });

/** A link to a doc by its id (in the reader's preferred docs version), as Docusaurus writes it. */
const navbarDocSchema = z.strictObject({
  type: z.literal('doc'),
  docId: z.string().min(1),
  label: z.string().min(1).optional(),
  position,
  activeBasePath: routePath.optional(),
});

/** A link to the first doc of a sidebar. */
const navbarDocSidebarSchema = z.strictObject({
  type: z.literal('docSidebar'),
  sidebarId: z.string().min(1),
  label: z.string().min(1),
  position,
  activeBasePath: routePath.optional(),
});

/** The docs version menu; shown only when the site has more than one version. */
const navbarVersionsSchema = z.strictObject({
  type: z.literal('docsVersionDropdown'),
  position,
});

/** A menu of links under one label (a `<details>`: it opens without JavaScript). */
const navbarDropdownSchema = z.strictObject({
  type: z.literal('dropdown'),
  label: z.string().min(1),
  position,
  items: z.array(menuLinkItem).min(1),
});

export const navbarItemSchema = z.union([
  navbarLinkSchema,
  navbarDocSchema,
  navbarDocSidebarSchema,
  navbarVersionsSchema,
  navbarDropdownSchema,
]);

export const navbarSchema = z.strictObject({
  title: z.string().optional(),
  logo: z
    .strictObject({
      src: z.string(),
      alt: z.string(),
      /** Where the logo and title link to; the home page unless set. */
      href: siteLink.optional(),
    })
    .optional(),
  /**
   * `dark`: the dark palette in both colour modes; `primary`: the site's primary colour behind
   * white items (Docusaurus's `navbar.style`); the page's own colours unless set.
   */
  style: z.enum(['dark', 'primary']).optional(),
  /** Slides the navbar away while the reader scrolls down, back when they scroll up. */
  hideOnScroll: z.boolean().default(false),
  items: z.array(navbarItemSchema).default([]),
});

export const footerSchema = z.strictObject({
  /** `dark`: the dark palette in both colour modes; `light`: the page's own colours. */
  style: z.enum(['dark', 'light']).default('dark'),
  links: z.array(z.strictObject({ title: z.string().min(1), items: z.array(footerItem) })).default([]),
  copyright: z.string().optional(),
});
