import type { RenderContext } from '../context.ts';

/** Home › category › … › this page. */
export function Breadcrumbs({
  ctx,
  trail,
  title,
}: {
  ctx: RenderContext;
  trail: { label: string; route?: string }[];
  title: string;
}) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <a href={ctx.urlTo('/')} aria-label="Home page">
            Home
          </a>
        </li>
        {trail.map((crumb, i) => (
          <li key={i}>
            {crumb.route ? <a href={ctx.urlTo(crumb.route)}>{crumb.label}</a> : <span>{crumb.label}</span>}
          </li>
        ))}
        <li aria-current="page">
          <span>{title}</span>
        </li>
      </ol>
    </nav>
  );
}
