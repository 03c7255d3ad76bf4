import type { PageLinkData, RenderContext } from '../context.ts';
import { Breakable } from './Breakable.tsx';

/** Previous / Next in the sidebar's reading order, each with the top category it is in (an API page's package). */
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
          <span className="pagination-sublabel">
            Previous{previous.group && <span className="pagination-group"> · {previous.group}</span>}
          </span>
          <span className="pagination-label">
            <Breakable text={previous.label} />
          </span>
        </a>
      )}
      {next && (
        <a className="pagination-link pagination-next" href={ctx.urlTo(next.route)} rel="next">
          <span className="pagination-sublabel">
            Next{next.group && <span className="pagination-group"> · {next.group}</span>}
          </span>
          <span className="pagination-label">
            <Breakable text={next.label} />
          </span>
        </a>
      )}
    </nav>
  );
}
