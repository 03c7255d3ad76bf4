/** What both engines' answers become: pages, each with the parts of it that matched. */
export interface SearchHit {
  /** Relative URL, with the heading's anchor when the match is under one. */
  url: string;
  /** The matched heading (or the page title), highlight markup as the engine sent it. */
  title: string;
  /** Text around the match, highlight markup as the engine sent it. */
  snippet?: string;
}

export interface SearchGroup {
  /** The page: its title and URL. */
  title: string;
  url: string;
  /** Where the page belongs (section, package, DocSearch's `lvl0`). */
  label?: string;
  hits: SearchHit[];
}

export type SearchEngine = 'algolia' | 'pagefind';

export interface SearchAnswer {
  engine: SearchEngine;
  groups: SearchGroup[];
}
