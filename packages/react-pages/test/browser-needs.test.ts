import { describe, expect, it } from 'vitest';
import { moduleFacts } from '../src/browser-needs.ts';

const facts = (source: string, loader: 'jsx' | 'tsx' = 'jsx') => moduleFacts(source, loader);

describe('moduleFacts: which components need the browser', () => {
  it.each([
    ['a state hook', "import { useState } from 'react'; export default function A() { const [n] = useState(0); return <p>{n}</p>; }"],
    ['a renamed hook', "import { useReducer as r } from 'react'; export default function A() { r((s) => s, 0); return null; }"],
    ['React.useEffect', "import React from 'react'; export default function A() { React.useEffect(() => {}, []); return null; }"],
    ['a namespace import', "import * as R from 'react'; export default function A() { R.useLayoutEffect(() => {}); return null; }"],
    ['an event handler', 'export default function A() { return <button onClick={() => alert(1)}>Go</button>; }'],
    ['a handler handed to a component', "import B from './B'; export default function A({ go }) { return <B onSelect={go} />; }"],
    ['createElement with a handler', "import React from 'react'; export default function A() { return React.createElement('a', { onMouseEnter: () => 1 }); }"],
    ['class state', "import React from 'react'; export default class A extends React.Component { go() { this.setState({ a: 1 }); } render() { return null; } }"],
    ['a lifecycle method', "import { Component } from 'react'; export class A extends Component { componentDidMount() {} render() { return null; } }"],
    ['BrowserOnly', "import BrowserOnly from '@docusaurus/BrowserOnly'; export default () => <BrowserOnly>{() => 1}</BrowserOnly>;"],
    ['useIsBrowser', "import useIsBrowser from '@docusaurus/useIsBrowser'; export default function A() { return useIsBrowser() ? 1 : 2; }"],
    ['useColorMode', "import { useColorMode } from '@docusaurus/theme-common'; export default function A() { return useColorMode().colorMode; }"],
  ])('%s: needs the browser', async (_, source) => {
    expect((await facts(source)).direct).toBe(true);
  });

  it.each([
    ['plain markup', "import Link from '@docusaurus/Link'; export default function A() { return <Link to=\"/x\">x</Link>; }"],
    ['refs, memos, ids and context', "import { useRef, useMemo, useId, useContext, createContext } from 'react'; const C = createContext(1); export default function A() { useRef(); useMemo(() => 1, []); useId(); return useContext(C); }"],
    ['a string on an on… attribute', 'export default function A() { return <div onClick="return false">x</div>; }'],
    ['the Docusaurus context and other theme-common hooks', "import useDocusaurusContext from '@docusaurus/useDocusaurusContext'; import { useThemeConfig } from '@docusaurus/theme-common'; export default function A() { useThemeConfig(); return useDocusaurusContext().siteConfig.title; }"],
  ])('%s: renders once, at build time', async (_, source) => {
    expect((await facts(source)).direct).toBe(false);
  });

  it('lists the hooks imported by name from other modules, which may need the browser (useColorMode needs it itself)', async () => {
    const { hookImports } = await facts(
      "import { useCounter, format } from './counter'; import useBaseUrl from '@docusaurus/useBaseUrl'; import { useColorMode } from '@docusaurus/theme-common'; export default function A() { return useCounter(); }",
    );
    expect(hookImports).toEqual([{ specifier: './counter', names: ['useCounter'] }]);
  });

  it('names the components among the exports: default (unless a hook) and capitalised names', async () => {
    expect(await facts('export default function Home() { return null; } export const meta = {}; export function Card() { return null; } export const helper = () => 1;')).toMatchObject({
      components: ['Card', 'default'],
      exports: ['Card', 'default', 'helper', 'meta'],
    });
    expect((await facts('export default () => <p />;')).components).toEqual(['default']);
    expect((await facts("import { useState } from 'react'; export default function useToggle() { return useState(false); }")).components).toEqual([]);
    expect((await facts('function Thing() { return null; } export { Thing as default, Thing };')).components).toEqual(['Thing', 'default']);
  });

  it("reads TypeScript, and 'use client' after comments", async () => {
    const result = await facts(
      "// A comment first\n'use client';\ninterface P { n: number }\nexport function Counter({ n }: P) { return <b>{n}</b>; }",
      'tsx',
    );
    expect(result).toMatchObject({ useClient: true, direct: false, components: ['Counter'] });
  });
});
