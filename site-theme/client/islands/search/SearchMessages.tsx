import type { SearchSettings } from '../../../shared/search-settings.ts';
import type { SearchEngine } from './results.ts';

/** Both engines failed. */
export function SearchFailure() {
  return (
    <div className="search-message" role="status">
      <p className="search-message__title">Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
    </div>
  );
}

/** The query matched nothing: a few pages to try instead, and where to report it. */
export function NoResults({
  query,
  settings,
  onSuggest,
}: {
  query: string;
  settings: SearchSettings;
  onSuggest: (text: string) => void;
}) {
  return (
    <div className="search-message" role="status">
      <p className="search-message__title">
        No results for "<strong>{query}</strong>"
      </p>
      {settings.suggestions.length > 0 && (
        <>
          <p>Try searching for</p>
          <ul className="search-suggestions">
            {settings.suggestions.map((page) => (
              <li key={page.url}>
                <button type="button" className="search-suggestion" onClick={() => onSuggest(page.label)}>
                  {page.label}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {settings.issuesUrl && (
        <p>
          Believe this query should return results?{' '}
          <a href={settings.issuesUrl} target="_blank" rel="noopener noreferrer">
            Let us know.
          </a>
        </p>
      )}
    </div>
  );
}

/** Says, discreetly, which engine answered. */
export function EngineNote({ engine }: { engine: SearchEngine }) {
  return (
    <p className="search-engine" data-engine={engine}>
      {engine === 'algolia' ? 'Search by Algolia' : 'Search by Pagefind (the site’s own index)'}
    </p>
  );
}
