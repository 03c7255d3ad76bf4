import { describe, expect, it } from 'vitest';
import type { SearchSettings } from '../shared/search-settings.ts';
import type { SearchAnswer } from '../client/islands/search/results.ts';
import { searchState } from '../client/islands/search/search-state.ts';

const settings: SearchSettings = {
  pageUrl: '/search',
  pagefindUrl: '/pagefind/pagefind.js',
  baseUrl: '/',
  suggestions: [],
};
const answer = (title: string): SearchAnswer => ({
  engine: 'pagefind',
  groups: [{ title, url: `/docs/${title}`, hits: [] }],
});

describe('searchState', () => {
  it('is idle while the box is empty, whatever answered last', () => {
    expect(searchState('', settings, { text: 'hash', settings, answer: answer('a') })).toEqual({
      status: 'idle',
    });
  });

  it("is done only with the typed query's own answer", () => {
    const a = answer('a');
    expect(searchState('hash', settings, { text: 'hash', settings, answer: a })).toEqual({
      status: 'done',
      answer: a,
    });
  });

  it("shows another query's answer only as the previous one, while loading", () => {
    // The render after a new query is typed runs before its effect: the last answer is still
    // the old query's, and must not read as this query's (no "done", no busy-free panel).
    const a = answer('a');
    expect(searchState('refresh', settings, { text: 'hash', settings, answer: a })).toEqual({
      status: 'loading',
      previous: a,
    });
    expect(searchState('hash', { ...settings }, { text: 'hash', settings, answer: a })).toEqual({
      status: 'loading',
      previous: a,
    });
  });

  it('fails only for the query that failed; a failure is no previous answer', () => {
    expect(searchState('hash', settings, { text: 'hash', settings })).toEqual({ status: 'failed' });
    expect(searchState('refresh', settings, { text: 'hash', settings })).toEqual({
      status: 'loading',
      previous: undefined,
    });
    expect(searchState('hash', settings, undefined)).toEqual({ status: 'loading', previous: undefined });
  });
});
