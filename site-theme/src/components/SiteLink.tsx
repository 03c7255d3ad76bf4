import type { ReactNode } from 'react';
import type { RenderContext } from '../context.ts';
import type { ThemeLink } from '../site-data.ts';
import { ExternalLinkIcon } from './Icons.tsx';

/**
 * A link to a site route (base URL applied) or to an external URL (opened safely, in a new tab,
 * marked with the external-link icon).
 */
export function SiteLink({
  ctx,
  link,
  className,
  children,
  data,
}: {
  ctx: RenderContext;
  link: ThemeLink;
  className?: string;
  children?: ReactNode;
  /** Extra `data-*` attributes. */
  data?: Record<`data-${string}`, string>;
}) {
  // The config's markup, as Docusaurus's NavbarNavLink and FooterLinkItem insert it.
  const markup = children === undefined && link.html !== undefined ? { __html: link.html } : undefined;
  const body = markup ? undefined : (children ?? link.label);
  // The config's own classes and name (a navbar icon its CSS draws, `header-github-link`).
  className = [className, link.className].filter(Boolean).join(' ') || undefined;
  const named = link.ariaLabel !== undefined ? { 'aria-label': link.ariaLabel } : {};
  if (link.to !== undefined) {
    return (
      <a
        {...data}
        {...named}
        className={className}
        href={ctx.urlTo(link.to)}
        aria-current={link.to === ctx.route ? 'page' : undefined}
        dangerouslySetInnerHTML={markup}
      >
        {body}
      </a>
    );
  }
  if (link.href === undefined) {
    return markup ? <span className={className} dangerouslySetInnerHTML={markup} /> : <span>{body}</span>;
  }
  if (markup) {
    return (
      <a
        {...named}
        className={className}
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        dangerouslySetInnerHTML={markup}
      />
    );
  }
  return (
    <a {...named} className={className} href={link.href} target="_blank" rel="noopener noreferrer">
      {body}
      {body === undefined ? undefined : <ExternalLinkIcon />}
    </a>
  );
}
