import type { RenderContext } from '../context.ts';

/** Served for every path the site does not have. */
export function NotFoundPage({ ctx }: { ctx: RenderContext }) {
  return (
    <main id="main" className="page not-found">
      <h1>Page Not Found</h1>
      <p>There is no page at this address.</p>
      <p>
        The link that brought you here is broken, or the page has moved. If another site sent you here, please
        let its owner know that their link is broken.
      </p>
      <p>
        <a className="button button-primary" href={ctx.urlTo('/')}>
          Go to the home page
        </a>
      </p>
    </main>
  );
}
