import type { RenderContext } from '../context.ts';
import { IslandProps } from './IslandProps.tsx';

/**
 * The navbar's search: without JavaScript a GET form to the search page; with it the island
 * `search` (loaded on intent: pointer, focus, Ctrl+K / Cmd+K, `/`) turns it into the modal's button.
 */
export function NavbarSearchForm({ ctx }: { ctx: RenderContext }) {
  const { search } = ctx.site;
  return (
    <div className="navbar-search" data-island="search" data-island-load="intent">
      <IslandProps value={search} />
      {/* Named: the search page has a search landmark of its own (axe landmark-unique). */}
      <form
        className="navbar-search__form"
        action={search.pageUrl}
        method="get"
        role="search"
        aria-label="Site"
      >
        <input
          className="navbar-search__input"
          type="search"
          name="q"
          placeholder="Search"
          aria-label="Search the docs"
          autoComplete="off"
        />
        <button type="submit" className="navbar-search__submit">
          Search
        </button>
      </form>
    </div>
  );
}
