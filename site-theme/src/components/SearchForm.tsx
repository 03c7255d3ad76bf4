import type { RenderContext } from '../context.ts';
import { SearchIcon } from './Icons.tsx';
import { IslandProps } from './IslandProps.tsx';

/**
 * The navbar's search box: a GET form to the search page, the same element with and without
 * JavaScript. With it, the client script (`client/navbar-search.ts`) opens the search modal on
 * the first click, tap, keystroke or submit in the box, carrying over what was typed, and on
 * Ctrl+K / Cmd+K or `/`; the modal is the island `search` beside the form, which renders
 * nothing of its own until it opens (so the box is never replaced).
 */
export function NavbarSearchForm({ ctx }: { ctx: RenderContext }) {
  const { search } = ctx.site;
  return (
    <div className="navbar-search">
      {/* Named: the search page has a search landmark of its own (axe landmark-unique). */}
      <form
        className="navbar-search__form"
        action={search.pageUrl}
        method="get"
        role="search"
        aria-label="Site"
      >
        <button type="submit" className="navbar-search__submit" aria-label="Search">
          <SearchIcon />
        </button>
        <input
          className="navbar-search__input"
          type="search"
          name="q"
          placeholder="Search"
          aria-label="Search the docs"
          autoComplete="off"
        />
        {/* The shortcut needs the script: shown once it runs (`js-only`), ⌘ on a Mac. */}
        <kbd className="navbar-search__keys js-only" aria-hidden="true">
          Ctrl K
        </kbd>
      </form>
      <div className="navbar-search__island" data-island="search" data-island-load="intent">
        <IslandProps value={search} />
      </div>
    </div>
  );
}
