/** A result the reader opened, remembered for the empty search box. */
export interface RecentSearch {
  title: string;
  url: string;
  page: string;
}

const KEY = 'accounts-docs-recent-searches';
const LIMIT = 5;

export function readRecent(): RecentSearch[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (item): item is RecentSearch =>
          !!item &&
          typeof item.title === 'string' &&
          typeof item.url === 'string' &&
          typeof item.page === 'string',
      )
      .slice(0, LIMIT);
  } catch {
    return [];
  }
}

/** Puts the result first (once) and keeps the last few. */
export function rememberRecent(item: RecentSearch): void {
  try {
    const list = [item, ...readRecent().filter((old) => old.url !== item.url)].slice(0, LIMIT);
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage can be disabled (private mode): nothing is remembered.
  }
}
