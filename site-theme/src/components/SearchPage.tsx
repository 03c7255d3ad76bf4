import type { RenderContext, SearchView } from '../context.ts';
import { IslandProps } from './IslandProps.tsx';

/**
 * The search page. The server renders the form (it works without JavaScript) and says what
 * JavaScript adds; the island `search-page` renders the results of `?q=` in the browser.
 */
export function SearchPage({ ctx, view }: { ctx: RenderContext; view: SearchView }) {
  const { search } = ctx.site;
  return (
    <main id="main" className="page search-page">
      <h1>{view.title}</h1>
      <div className="search-page__island" data-island="search-page">
        <IslandProps value={search} />
        <form className="search-box" action={search.pageUrl} method="get" role="search">
          <input
            className="search-box__input"
            type="search"
            name="q"
            aria-label="Search the docs"
            placeholder="Search the docs"
          />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </form>
        <noscript>
          <p className="search-page__noscript">
            Search results are computed in your browser, which needs JavaScript: it is turned off here. The
            sidebar of the guide and the API reference list every page.
          </p>
        </noscript>
      </div>
    </main>
  );
}
