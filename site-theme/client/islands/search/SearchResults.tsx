import type { SearchGroup, SearchHit } from './results.ts';
import { Highlight } from './Highlight.tsx';

export interface ResultsProps {
  groups: SearchGroup[];
  /** Index of the active hit in reading order (arrow keys), -1 for none. */
  active: number;
  idPrefix: string;
  onActivate: (index: number) => void;
  onOpen: (hit: SearchHit, group: SearchGroup) => void;
}

/** Results grouped by page; each hit links to its heading's anchor. */
export function SearchResults({ groups, active, idPrefix, onActivate, onOpen }: ResultsProps) {
  let index = 0;
  return (
    <div className="search-results" role="listbox" id={`${idPrefix}-list`} aria-label="Search results">
      {groups.map((group) => (
        <section key={group.url} className="search-group" role="group" aria-label={group.title}>
          <header className="search-group__title">
            {group.label && <span className="search-group__label">{group.label}</span>}
            <span>{group.title}</span>
          </header>
          {group.hits.map((hit) => {
            const i = index++;
            return (
              <a
                key={`${hit.url} ${i}`}
                id={`${idPrefix}-hit-${i}`}
                className="search-hit"
                href={hit.url}
                role="option"
                aria-selected={i === active}
                onMouseMove={() => i !== active && onActivate(i)}
                onClick={() => onOpen(hit, group)}
              >
                <span className="search-hit__title">
                  <Highlight value={hit.title} />
                </span>
                {hit.snippet && (
                  <span className="search-hit__snippet">
                    <Highlight value={hit.snippet} />
                  </span>
                )}
              </a>
            );
          })}
        </section>
      ))}
    </div>
  );
}

/** The hits in reading order (what the arrow keys move through). */
export function flatHits(groups: SearchGroup[]): { hit: SearchHit; group: SearchGroup }[] {
  return groups.flatMap((group) => group.hits.map((hit) => ({ hit, group })));
}
