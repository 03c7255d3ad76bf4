import type { RenderContext } from '../context.ts';
import { Breakable } from './Breakable.tsx';

/**
 * Home › category › … › this page. A last crumb named like the page (a category that is the
 * page, "Introduction › Introduction") is left out: the page's own crumb says it once.
 */
export function Breadcrumbs({
  ctx,
  trail,
  title,
}: {
  ctx: RenderContext;
  trail: { label: string; route?: string }[];
  title: string;
}) {
  const crumbs = trail.at(-1)?.label === title ? trail.slice(0, -1) : trail;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <a href={ctx.urlTo('/')} aria-label="Home page">
            Home
          </a>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={i}>
            {crumb.route ? (
              <a href={ctx.urlTo(crumb.route)}>
                <Breakable text={crumb.label} />
              </a>
            ) : (
              <span>
                <Breakable text={crumb.label} />
              </span>
            )}
          </li>
        ))}
        <li aria-current="page">
          <span>
            <Breakable text={title} />
          </span>
        </li>
      </ol>
    </nav>
  );
}
