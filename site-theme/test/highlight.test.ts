import { describe, expect, it } from 'vitest';
import { highlightSegments } from '../client/islands/search/highlight.ts';

describe('highlightSegments', () => {
  it('splits on <mark> and decodes the character references engines send', () => {
    expect(highlightSegments('Use &lt;T&gt; with <mark>hash</mark>ing &amp; more')).toEqual([
      { text: 'Use <T> with ', marked: false },
      { text: 'hash', marked: true },
      { text: 'ing & more', marked: false },
    ]);
  });

  it('keeps any other markup as text, never as elements', () => {
    expect(highlightSegments('<img src=x onerror="alert(1)"><mark><b>x</b></mark>')).toEqual([
      { text: '<img src=x onerror="alert(1)">', marked: false },
      { text: '<b>x</b>', marked: true },
    ]);
  });

  it('leaves unknown or out-of-range references as written', () => {
    expect(highlightSegments('&bogus; &#0; &#x110000; &#39;')).toEqual([
      { text: "&bogus; &#0; &#x110000; '", marked: false },
    ]);
  });
});
