import { createElement, Fragment, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { takeTwinMarks } from '../src/render-page.ts';

/** A mark as markdown's `markTwinNodes` writes it around a compiled page's MDX node. */
const mark = (id: number, child: ReactNode) =>
  createElement('accounts-docs-twin', { 'data-twin': String(id) }, child);
const Badge = ({ label }: { label: string }) => createElement('span', { className: 'badge' }, label);
const Name = () => 'Sprockets';

/** The same content with and without marks around some of its children. */
function pair(children: (marked: boolean) => ReactNode[]): [string, string] {
  const page = (marked: boolean) =>
    renderToString(createElement('div', null, createElement('p', null, ...children(marked))));
  return [page(true), page(false)];
}

describe("a compiled page's twin marks", () => {
  it("are taken out leaving React's own HTML: texts around an expression keep their separators", () => {
    const cases: [string, string][] = [
      pair((m) => [
        'About ',
        m ? mark(3, 'the title') : 'the title',
        ', version ',
        m ? mark(9, '3') : '3',
        '.',
      ]),
      pair((m) => [m ? mark(1, 'first') : 'first', ' then']),
      pair((m) => ['before ', m ? mark(2, 'last') : 'last']),
      pair((m) => ['a ', m ? mark(4, null) : null, ' b']),
      pair((m) => ['x ', m ? mark(5, 'y') : 'y', m ? mark(6, 'z') : 'z', ' w']),
      pair((m) => [
        'The badge: ',
        m ? mark(7, createElement(Badge, { label: 'v3' })) : createElement(Badge, { label: 'v3' }),
        ' ok',
      ]),
      pair((m) => ['By ', m ? mark(8, createElement(Name)) : createElement(Name), '!']),
      pair((m) => [
        m
          ? mark(10, createElement(Fragment, null, createElement('h3', null, 'T'), 'text'))
          : createElement(Fragment, null, createElement('h3', null, 'T'), 'text'),
        'after',
      ]),
    ];
    for (const [marked, plain] of cases) expect(takeTwinMarks(marked).html).toBe(plain);
  });

  it('give what each mark held, by its id', () => {
    const [marked] = pair((m) => [
      'About ',
      m ? mark(3, 'the title') : '',
      ' and ',
      mark(7, createElement(Badge, { label: 'v3' })),
    ]);
    const { marks } = takeTwinMarks(marked);
    expect([...marks]).toEqual([
      [3, 'the title'],
      [7, '<span class="badge">v3</span>'],
    ]);
  });
});
