import type { PageLinkData, RenderContext } from '../context.ts';

/** Previous / Next in the sidebar's reading order. */
export function Pagination({
  ctx,
  previous,
  next,
}: {
  ctx: RenderContext;
  previous?: PageLinkData;
  next?: PageLinkData;
}) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination" aria-label="Docs pages">
      {previous && (
        <a className="pagination-link pagination-previous" href={ctx.urlTo(previous.route)} rel="prev">
          <span className="pagination-sublabel">Previous</span>
          <span className="pagination-label">{previous.label}</span>
        </a>
      )}
      {next && (
        <a className="pagination-link pagination-next" href={ctx.urlTo(next.route)} rel="next">
          <span className="pagination-sublabel">Next</span>
          <span className="pagination-label">{next.label}</span>
        </a>
      )}
    </nav>
  );
}
