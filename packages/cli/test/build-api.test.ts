import { cp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Element, Root } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { format } from 'prettier';
import { cli, listFiles, readHtml, repoRoot, tempDir, type CliResult } from './helpers.ts';

/**
 * The API reference end to end, on fixtures/api-site: its config and one guide page, with
 * the api-model's TypeDoc fixture monorepo (shapes, geometry, widgets) as its `packages/`.
 * That monorepo stays the one source of truth: it is copied in, never duplicated in the repo.
 * One cold build feeds the page tests; the later tests edit the copy, in the order they run.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const monorepo = path.join(repoRoot, 'packages/api-model/test/fixtures/monorepo');

let site: string;
let out: string;
/** The TypeDoc JSON the first build cached, copied aside before any edit. */
let savedJson: string;
let cold: CliResult;
const pages = new Map<string, Root>();

/** What the fixture's exports make, kind by kind, sorted as the sidebar lists them. */
const PACKAGES = [
  { slug: 'geometry', name: '@fixture/geometry', kinds: [['Functions', 'function', ['unitCircle']]] },
  {
    slug: 'shapes',
    name: '@fixture/shapes',
    kinds: [
      ['Classes', 'class', ['Base', 'Circle', 'default', 'Round']],
      ['Interfaces', 'interface', ['Factory', 'Named', 'Shape']],
      ['Enumerations', 'enum', ['Color', 'Level']],
      ['Functions', 'function', ['assertOk', 'assertShape', 'isShape', 'list', 'load', 'oldList', 'selfish']],
    ],
  },
  { slug: 'widgets', name: '@fixture/widgets', kinds: [['Interfaces', 'interface', ['Widget']]] },
] as const;

/** Sidebar entries: a link, or a category and its entries. */
type Entry = { label: string; href: string } | { category: string; items: Entry[] };

const EXPECTED_SIDEBAR: Entry[] = [
  // The landing page heads the sidebar.
  { label: 'All packages', href: '/api' },
  ...PACKAGES.map((pkg) => ({
    category: pkg.name,
    items: [
      { label: 'Overview', href: `/api/${pkg.slug}` },
      ...pkg.kinds.map(([title, kind, names]) => ({
        category: title,
        items: names.map((name) => ({ label: name, href: `/api/${pkg.slug}/${kind}/${name}` })),
      })),
      { label: 'Changelog', href: `/api/${pkg.slug}/changelog` },
    ],
  })),
];
const flatten = (entries: Entry[]): string[] =>
  entries.flatMap((entry) => ('href' in entry ? [entry.href] : flatten(entry.items)));
/** Every API page but the landing, in sidebar order: the order of previous/next. */
const SIDEBAR_ROUTES = flatten(EXPECTED_SIDEBAR);
const API_ROUTES = SIDEBAR_ROUTES;

const fileOf = (route: string) => path.join(route.slice(1), 'index.html');
const page = (route: string) => {
  const tree = pages.get(route);
  if (!tree) throw new Error(`no page ${route}`);
  return tree;
};
const article = (route: string) => select('article', page(route))!;
const text = (node: Element | Root | undefined) =>
  node ? toString(node).replace(/\s+/g, ' ').trim() : undefined;
const texts = (selector: string, tree: Element | Root) => selectAll(selector, tree).map((n) => text(n)!);
const hrefs = (selector: string, tree: Element | Root) =>
  selectAll(selector, tree).map((a) => String(a.properties.href));

/**
 * The elements under each h3 of an article (up to the next h2 or h3), by the h3's id: a
 * member of a declaration page, or a type alias or variable of an overview.
 */
function entries(route: string): Map<string, Element[]> {
  const result = new Map<string, Element[]>();
  let current: Element[] | undefined;
  for (const node of article(route).children) {
    if (node.type !== 'element') continue;
    if (node.tagName === 'h2') current = undefined;
    else if (node.tagName === 'h3') result.set(String(node.properties.id), (current = [node]));
    else current?.push(node);
  }
  return result;
}
const entry = (route: string, id: string): Root => {
  const found = entries(route).get(id);
  if (!found) throw new Error(`no entry #${id} on ${route}`);
  return { type: 'root', children: found };
};
const signatures = (tree: Element | Root) => texts('pre.api-signature', tree);

/** The timings `build --profile` prints on stdout. */
function profile(result: CliResult): { pages: number; timings: Record<string, number> } {
  const line = result.stdout.split('\n').find((l) => l.startsWith('{'));
  if (!line) throw new Error(`no profile in stdout:\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(line) as { pages: number; timings: Record<string, number> };
}

async function edit(file: string, from: string, to: string): Promise<() => Promise<void>> {
  const full = path.join(site, file);
  const original = await readFile(full, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} has no ${from}`);
  await writeFile(full, original.replace(from, to));
  return () => writeFile(full, original);
}

beforeAll(async () => {
  site = await tempDir('api-site');
  await cp(path.join(here, 'fixtures/api-site'), site, { recursive: true });
  await cp(monorepo, path.join(site, 'packages'), { recursive: true });
  out = path.join(site, 'build');

  cold = await cli(['build', '--profile'], site);
  expect(cold.stderr).not.toMatch(/error/);
  expect(cold.code).toBe(0);
  for (const route of API_ROUTES) pages.set(route, await readHtml(path.join(out, fileOf(route))));

  const cached = path.join(site, 'node_modules/.cache/accounts-docs/typedoc');
  // An entry per package (each converted apart) and one for their merge: the site's project,
  // the largest, which doubles as a --typedoc-json file.
  const projects = (await readdir(cached)).filter(
    (name) => !name.endsWith('.diagnostics.json') && !name.startsWith('deps-'),
  );
  const sizes = await Promise.all(
    projects.map(async (name) => ({ name, size: (await stat(path.join(cached, name))).size })),
  );
  expect(projects.length).toBeGreaterThan(1);
  savedJson = path.join(site, 'api.typedoc.json');
  await cp(path.join(cached, sizes.sort((a, b) => b.size - a.size)[0]!.name), savedJson);
});

afterAll(async () => {
  if (site) await rm(site, { recursive: true, force: true });
});

describe('the pages of the API reference', () => {
  it('runs TypeDoc on a cold build and reports the warnings the fixture is written to cause', () => {
    expect(profile(cold).timings.typedoc).toBeGreaterThan(0);
    expect(cold.stderr.split('\n').filter((line) => /^\S+:\d+:\d+ {2}/.test(line))).toEqual([
      'packages/geometry/src/index.ts:11:18  warning  Legacy is a namespace, which the API reference does not show  [unsupported-api-kind]',
      'packages/shapes/src/circle.ts:39:14  warning  {@link Nope} does not name an exported declaration  [unresolved-api-link]',
      'packages/shapes/src/util.ts:1:1  warning  util is a namespace, which the API reference does not show  [unsupported-api-kind]',
    ]);
  });

  it('has a landing page, and per package an overview, a changelog and a page per class, interface, enum and function', async () => {
    const built = (await listFiles(path.join(out, 'api')))
      .filter((file) => file.endsWith('index.html'))
      .map((file) => `/api/${path.dirname(file)}`.replace(/\/\.$/, ''));
    expect(built.sort()).toEqual([...API_ROUTES].sort());
  });

  it('lists every package on the landing page by its npm name (linked), with its version and summary', () => {
    const rows = selectAll('article table tbody tr', page('/api')).map((tr) => texts('td', tr));
    expect(rows).toEqual([
      ['@fixture/geometry', '0.1.0', 'Geometry helpers built on shapes.'],
      ['@fixture/shapes', '1.2.3', 'Shapes and the Shape contract they share.'],
      ['@fixture/widgets', '2.0.0', 'Widgets: an entry point named by package.json "typings".'],
    ]);
    expect(hrefs('article tbody a', page('/api'))).toEqual(['/api/geometry', '/api/shapes', '/api/widgets']);
  });

  it('lists on each overview what has a page, and shows type aliases and variables in full, as anchors', () => {
    const overview = article('/api/shapes');
    expect(texts('h2', overview)).toEqual([
      'Classes',
      'Interfaces',
      'Enumerations',
      'Functions',
      'Type aliases',
      'Variables',
    ]);
    const paged = PACKAGES[1].kinds.flatMap(([, kind, names]) =>
      names.map((name) => `/api/shapes/${kind}/${name}`),
    );
    expect(hrefs('td:first-child a', overview)).toEqual(paged);
    // The package summary is the entry's @packageDocumentation, not package.json's description.
    expect(text(select('h1 + p + p', overview))).toBe('Shapes and the Shape contract they share.');
    expect(text(select('.code-block', overview))).toContain('npm install @fixture/shapes');
    expect([...entries('/api/shapes').keys()]).toEqual([
      ...['AreaOf', 'Both', 'Ctor', 'Dict', 'Frozen', 'Getters', 'Handler', 'Id', 'IsString', 'Keys', 'Lib'],
      ...['Literals', 'Lookup', 'Loose', 'Mutable', 'Options', 'Origin', 'Pair', 'Unwrap'],
      ...['counter', 'MAX', 'origin', 'spread', 'token'],
    ]);
    // Neither kind has a page of its own.
    expect(existsSync(path.join(out, 'api/shapes/type'))).toBe(false);
    expect(existsSync(path.join(out, 'api/shapes/variable'))).toBe(false);
  });

  it("shows a package's CHANGELOG.md, or its current version when it has none", () => {
    const shapes = article('/api/shapes/changelog');
    // (Changelog headings end with their `#` anchor link.)
    expect(texts('h2', shapes)).toEqual(['1.2.3#']);
    expect(texts('li', shapes)).toEqual(['First release.']);
    for (const [slug, version] of [
      ['geometry', '0.1.0'],
      ['widgets', '2.0.0'],
    ]) {
      const changelog = article(`/api/${slug}/changelog`);
      expect(text(select('h1', changelog))).toBe(`@fixture/${slug} changelog`);
      expect(texts('h2', changelog)).toEqual([`${version}#`]);
      expect(text(changelog)).toContain('The current release; earlier changes are not recorded.');
    }
  });
});

describe('rendering', () => {
  const alias = (name: string) => signatures(entry('/api/shapes', name))[0];

  it.each([
    [
      'a union of every literal form',
      'Literals',
      'type Literals = "a" | 42 | -1 | true | null | 10n | -5n | undefined',
    ],
    ['an intersection with an object literal', 'Both', 'type Both = Shape & { id: number }'],
    ['a readonly array', 'Frozen', 'type Frozen = readonly string[]'],
    ['an array in type arguments', 'Lookup', 'type Lookup = Map<string, Shape[]>'],
    ['a tuple with optional and rest elements', 'Loose', 'type Loose = [number, string?, ...boolean[]]'],
    // TypeDoc 0.28's JSON drops the `...` of a named rest element written in a type (it has no mark for it).
    ['a named tuple', 'Pair', 'type Pair = [x: number, y?: number, rest: string[]]'],
    ['an object literal', 'Options', 'type Options = { size: number; readonly label?: string }'],
    ['an index signature', 'Dict', 'type Dict = { readonly [key: string]: number }'],
    ['a function type', 'Handler', 'type Handler = (event: string, ...args: unknown[]) => void'],
    ['a constructor type', 'Ctor', 'type Ctor = new (name: string) => Shape'],
    ['a conditional', 'IsString', 'type IsString<T> = T extends string ? "yes" : "no"'],
    [
      'a conditional with infer',
      'Unwrap',
      'type Unwrap<T> = T extends Promise<infer U extends object> ? U : T',
    ],
    ['an indexed access', 'AreaOf', 'type AreaOf = Shape["area"]'],
    [
      'a mapped type with `as` and modifiers',
      'Getters',
      'type Getters<T> = { readonly [K in keyof T as `get${Capitalize<K & string>}`]-?: () => T[K] }',
    ],
    ['a mapped type with -readonly', 'Mutable', 'type Mutable<T> = { -readonly [K in keyof T]?: T[K] }'],
    ['keyof', 'Keys', 'type Keys = keyof Shape'],
    ['typeof', 'Origin', 'type Origin = typeof origin'],
    ['a template literal', 'Id', 'type Id = `shape-${number}-${string}`'],
    ['lib types', 'Lib', 'type Lib = Promise<Date> | Record<string, Error>'],
    ['a const with a literal type', 'MAX', 'const MAX: 10 = 10'],
    ['a let', 'counter', 'let counter: number = 0'],
    ['an inferred object type', 'origin', 'const origin: { x: number; y: number }'],
    ['a unique symbol', 'token', 'const token: unique symbol'],
    ['an inferred named tuple', 'spread', 'const spread: [count: number, ...names: string[]]'],
  ])('writes %s as TypeScript does (%s)', (_form, name, expected) => {
    expect(alias(name)).toBe(expected);
  });

  it('links the names in a type: to API pages, to overview anchors, to the lib docs', () => {
    expect(hrefs('pre a', entry('/api/shapes', 'Both'))).toEqual(['/api/shapes/interface/Shape']);
    expect(hrefs('pre a', entry('/api/shapes', 'Origin'))).toEqual(['/api/shapes#origin']);
    expect(hrefs('pre a', entry('/api/shapes', 'Lib'))).toEqual([
      'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise',
      'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Date',
      'https://www.typescriptlang.org/docs/handbook/utility-types.html',
      'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Error',
    ]);
  });

  it('shows every member kind of a class with its flags, in a TOC of members', () => {
    const route = '/api/shapes/class/Circle';
    expect(signatures(article(route))[0]).toBe('class Circle extends Base');
    const members = [...entries(route)].map(([id, nodes]) => [
      id,
      texts('.api-flag', nodes[0]!).join(' '),
      signatures({ type: 'root', children: nodes }),
    ]);
    expect(members).toEqual([
      ['constructor', '', ['new Circle(radius: number, name?: string): Circle']],
      // Own members first, then those inherited from Base, each group in source order.
      ['label', 'optional', ['label?: string']],
      ['radius', '', ['radius: number']],
      ['count', 'static', ['static count: number = 0']],
      ['name', 'readonly', ['readonly name: string']],
      ['scale', 'protected', ['protected scale: number = 1']],
      ['diameter', 'deprecated', ['get diameter(): number', 'set diameter(value: number): void']],
      ['area', '', ['area(): number']],
      // Overloads: one signature each, each with its own comment.
      ['grow', '', ['grow(factor: number): this', 'grow(x: number, y: number): this']],
      ['describe', '', ['describe(): string']],
    ]);
    expect(texts('.api-signature-details > p:first-child', entry(route, 'grow'))).toEqual([
      'Grows by a factor.',
      'Grows by the larger of two factors.',
    ]);
    const sections = texts('article > h2', page(route));
    expect(sections).toEqual(['Constructors', 'Properties', 'Accessors', 'Methods', 'Index signatures']);
    expect(signatures(article(route)).at(-1)).toBe('[key: string]: unknown');

    const headings = selectAll('article h2, article h3', page(route)).map(
      (h) => `#${String(h.properties.id)}`,
    );
    expect(hrefs('nav.toc-desktop a', page(route))).toEqual(headings);
    expect(headings).toHaveLength(15);
  });

  it('gives every API page a TOC of exactly its h2 and h3 (and enum members, rows of their table)', () => {
    for (const route of API_ROUTES) {
      const headings = selectAll('article h2, article h3, article tr[id]', page(route)).map(
        (h) => `#${String(h.properties.id)}`,
      );
      expect(hrefs('nav.toc-desktop a', page(route)), route).toEqual(headings);
    }
  });

  it('shows abstract, implements, extends and where each member comes from', () => {
    const base = '/api/shapes/class/Base';
    expect(signatures(article(base))[0]).toBe('abstract class Base implements Shape');
    expect(texts('.api-flag', entry(base, 'area'))).toEqual(['abstract']);
    expect(signatures(entry(base, 'area'))).toEqual(['abstract area(): number']);
    const relation = (route: string, id: string) =>
      selectAll('.api-relation', entry(route, id)).map((p) => [text(p), hrefs('a', p)]);
    expect(relation(base, 'name')).toEqual([
      ['Implementation of Shape.name', ['/api/shapes/interface/Shape#name']],
    ]);
    const circle = '/api/shapes/class/Circle';
    expect(relation(circle, 'count')).toEqual([
      ['Inherited from Base.count', ['/api/shapes/class/Base#count']],
    ]);
    expect(relation(circle, 'area')).toEqual([['Overrides Base.area', ['/api/shapes/class/Base#area']]]);
    expect(relation(circle, 'label')).toEqual([]);

    const shape = '/api/shapes/interface/Shape';
    expect(signatures(article(shape))[0]).toBe('interface Shape<U extends string = "px"> extends Named');
    expect(hrefs('pre.api-signature a', select('article > pre', page(shape))!)).toEqual([
      '/api/shapes/interface/Named',
    ]);
    expect(relation(shape, 'name')).toEqual([
      ['Inherited from Named.name', ['/api/shapes/interface/Named#name']],
    ]);
    const typeParameters = select('.api-table-block', article(shape))!;
    expect(text(select('.api-label', typeParameters))).toBe('Type parameters');
    expect(texts('th', typeParameters)).toEqual(['Type parameter', 'Constraint', 'Default', 'Description']);
    expect(texts('tbody td', typeParameters)).toEqual([
      'U',
      'string',
      '"px"',
      'the unit its measures are in',
    ]);
    // A callable interface: its call signature first.
    const factory = article('/api/shapes/interface/Factory');
    expect(texts('h2', factory)).toEqual(['Call signatures', 'Properties']);
    expect(signatures(factory).slice(1)).toEqual(['(name: string): Shape', 'defaultName: string']);
  });

  it('lists enum members with their values', () => {
    const rows = (name: string) =>
      selectAll('article tbody tr', page(`/api/shapes/enum/${name}`)).map((tr) => [
        String(tr.properties.id),
        ...texts('td', tr),
      ]);
    expect(rows('Color')).toEqual([
      ['Red', 'Red', '"red"', ''],
      ['Green', 'Green', '"green"', 'Greenish.'],
    ]);
    // A computed value is left out rather than guessed.
    expect(rows('Level')).toEqual([
      ['Low', 'Low', '1', ''],
      ['High', 'High', '10', ''],
      ['Below', 'Below', '-1', ''],
      ['Computed', 'Computed', '', ''],
    ]);
  });

  it('shows a function: type parameters, parameters with defaults and comments, the return value', () => {
    const list = article('/api/shapes/function/list');
    expect(signatures(list)).toEqual([
      'function list<T extends string | number = string, K = T>(first: T, separator?: string, label?: K, ...rest: T[]): string',
    ]);
    const tables = selectAll('table', list).map((table) =>
      selectAll('tbody tr', table).map((tr) => texts('td', tr)),
    );
    expect(tables).toEqual([
      [
        ['T', 'string | number', 'string', 'item type'],
        ['K', '', 'T', ''],
      ],
      [
        ['first', 'T', 'the first item'],
        ['separator?', 'string', "between items Default: ', '"],
        ['label?', 'K', 'shown before the list'],
        ['...rest', 'T[]', 'more items'],
      ],
    ]);
    expect(text(select('.api-label + p', selectAll('.api-signature-details', list).at(-1)!))).toBe(
      'string — the joined list',
    );
    expect(signatures(article('/api/shapes/function/assertShape'))[0]).toBe(
      'function assertShape(value: unknown): asserts value is Shape<"px">',
    );
    expect(signatures(article('/api/shapes/function/assertOk'))[0]).toBe(
      'function assertOk(value: unknown): asserts value',
    );
  });

  it('shows @deprecated as a notice: on a function, on an accessor, and as a flag in the overview', () => {
    const notice = (tree: Element | Root) =>
      selectAll('.admonition-caution', tree).map(
        (n) => `${text(select('.admonition-title', n))}: ${text(select('.admonition-content', n))}`,
      );
    expect(notice(article('/api/shapes/function/oldList'))).toEqual(['Deprecated: Use list.']);
    expect(hrefs('.admonition-caution a', article('/api/shapes/function/oldList'))).toEqual([
      '/api/shapes/function/list',
    ]);
    expect(notice(entry('/api/shapes/class/Circle', 'diameter'))).toEqual([
      'Deprecated: Use Circle.radius times two.',
    ]);
    const rows = selectAll('#functions + table tbody tr', article('/api/shapes'));
    expect(
      rows.filter((tr) => select('.api-flag-deprecated', tr)).map((tr) => text(select('code', tr))),
    ).toEqual(['oldList']);
  });

  it('highlights @example code with Shiki', () => {
    const circle = article('/api/shapes/class/Circle');
    const label = selectAll('p.api-label', circle).find((p) => text(p) === 'Example')!;
    const block = circle.children[circle.children.indexOf(label) + 1] as Element;
    const pre = select('pre.shiki', block)!;
    expect(pre.properties.dataLanguage).toBe('ts');
    expect(toString(pre)).toBe('const c = new Circle(2);\nc.area();');
    expect(selectAll('span.line', pre)).toHaveLength(2);
    expect(selectAll('span[style]', pre).length).toBeGreaterThan(5);
  });

  it('links "Defined in" to sourceUrl, file and line, for every declaration and member', async () => {
    const circle = select('article > p.api-source', page('/api/shapes/class/Circle'))!;
    expect(text(circle)).toBe('Defined in packages/shapes/src/circle.ts:39');
    expect(hrefs('a', circle)).toEqual([
      'https://git.example.com/repo/blob/main/packages/shapes/src/circle.ts#L39',
    ]);

    const lines = new Map<string, string[]>();
    const lineAt = async (file: string, line: number) => {
      if (!lines.has(file)) lines.set(file, (await readFile(path.join(site, file), 'utf8')).split('\n'));
      return lines.get(file)![line - 1];
    };
    const places: string[] = [];
    for (const route of API_ROUTES) {
      for (const link of selectAll('p.api-source a', page(route))) {
        const [file, line] = text(link)!.split(':') as [string, string];
        expect(link.properties.href).toBe(`https://git.example.com/repo/blob/main/${file}#L${line}`);
        expect(await lineAt(file, Number(line)), `${route}: ${file}:${line}`).toBeDefined();
        places.push(`${file}:${line}`);
      }
    }
    expect(places.length).toBeGreaterThan(60);
    // The line of the declaration (its name), not of its doc comment.
    expect(await lineAt('packages/shapes/src/circle.ts', 39)).toBe('export class Circle extends Base {');
    expect(await lineAt('packages/shapes/src/circle.ts', 68)).toBe('  grow(factor: number): this;');
    expect(text(select('p.api-source', entry('/api/shapes/class/Circle', 'grow')))).toBe(
      'Defined in packages/shapes/src/circle.ts:68',
    );
    expect(text(select('article > p.api-source', page('/api/shapes/class/default')))).toBe(
      'Defined in packages/shapes/src/registry.ts:4',
    );
  });

  it('resolves {@link} to the page, the member anchor or the overview anchor it names', () => {
    const summary = select('article > pre.api-signature + p', page('/api/shapes/class/Circle'))!;
    expect(text(summary)).toBe('A circle. See Shape and Circle.radius, or Nope.');
    expect(selectAll('a', summary).map((a) => [text(a), a.properties.href])).toEqual([
      ['Shape', '/api/shapes/interface/Shape'],
      ['Circle.radius', '/api/shapes/class/Circle#radius'],
    ]);
    // Unresolved: code, not a link (and a warning at the declaration, above).
    expect(texts('code', summary)).toEqual(['Nope']);
    // `{@link Shape.unit | units}`: the label as written.
    expect(
      selectAll('a', entry('/api/shapes/interface/Shape', 'area')).map((a) => [text(a), a.properties.href]),
    ).toContainEqual(['units', '/api/shapes/interface/Shape#unit']);
    expect(hrefs('p a', entry('/api/shapes', 'Options'))).toContain('/api/shapes#Options');
    const widget = select('article > pre.api-signature + p', page('/api/widgets/interface/Widget'))!;
    expect(selectAll('a', widget).map((a) => [text(a), a.properties.href])).toEqual([
      ['the widget guide', 'https://example.com/widgets'],
    ]);
  });

  it('links a type from another package to its page there', () => {
    const unitCircle = article('/api/geometry/function/unitCircle');
    expect(signatures(unitCircle)).toEqual(['function unitCircle(): Shape']);
    expect(hrefs('pre.api-signature a', unitCircle)).toEqual(['/api/shapes/interface/Shape']);
    expect(hrefs('.api-signature-details > p:first-child a', unitCircle)).toEqual([
      '/api/shapes/interface/Shape',
    ]);
  });

  it('leads every link between API pages to a page and an anchor that exist', () => {
    const ids = new Map(
      [...pages].map(([route, tree]) => [
        route,
        new Set(selectAll('[id]', tree).map((n) => String(n.properties.id))),
      ]),
    );
    for (const [route, tree] of pages) {
      for (const href of hrefs('article a[href^="/api"]', tree)) {
        const [target, anchor] = href.split('#') as [string, string | undefined];
        expect(ids.has(target), `${route} → ${href}`).toBe(true);
        if (anchor) expect(ids.get(target)!.has(anchor), `${route} → ${href}`).toBe(true);
      }
    }
  });

  it('renders a class page as the golden file says', async () => {
    const tree = structuredClone(article('/api/shapes/class/Circle'));
    // Shiki's colours belong to its themes, not to this page: asserted above, left out here.
    for (const span of selectAll('pre.shiki, pre.shiki span', tree)) delete span.properties.style;
    // `<!-- -->` are React's separators between adjacent text nodes: the renderer's, not the page's.
    const html = await format(toHtml(tree).replaceAll('<!-- -->', ''), { parser: 'html', printWidth: 110 });
    await expect(html).toMatchFileSnapshot('__snapshots__/build-api/circle-article.html');
  });
});

describe('the api sidebar', () => {
  function sidebar(list: Element): Entry[] {
    return list.children
      .filter((li): li is Element => li.type === 'element' && li.tagName === 'li')
      .map((li) => {
        const details = select('details', li);
        if (!details) {
          const a = select('a', li)!;
          return { label: text(a)!, href: String(a.properties.href) };
        }
        return { category: text(select('summary', details))!, items: sidebar(select('ul', details)!) };
      });
  }

  it('has one category per package: Overview first, a group per kind, Changelog last', () => {
    for (const route of SIDEBAR_ROUTES) {
      const nav = select('nav[aria-label="Docs sidebar"] > ul', page(route))!;
      expect(sidebar(nav), route).toEqual(EXPECTED_SIDEBAR);
      expect(hrefs('nav[aria-label="Docs sidebar"] [aria-current="page"]', page(route))).toEqual([route]);
    }
  });

  it('orders previous and next as the sidebar does, across packages', () => {
    SIDEBAR_ROUTES.forEach((route, i) => {
      const previous = SIDEBAR_ROUTES[i - 1];
      const next = SIDEBAR_ROUTES[i + 1];
      expect(hrefs('a.pagination-previous', page(route)), route).toEqual(previous ? [previous] : []);
      expect(hrefs('a.pagination-next', page(route)), route).toEqual(next ? [next] : []);
    });
  });
});

describe('--typedoc-json', () => {
  it('builds the same pages from the cached TypeDoc JSON, without TypeDoc', async () => {
    const fromJson = path.join(site, 'build-from-json');
    const result = await cli(
      ['build', '--profile', '--no-cache', '--typedoc-json', savedJson, '--out', fromJson],
      site,
    );
    expect(result.code).toBe(0);
    expect(profile(result).timings.typedoc).toBe(0);
    const files = await listFiles(fromJson);
    expect(files).toEqual(await listFiles(out));
    for (const file of files.filter((f) => f.endsWith('.html')))
      expect(await readFile(path.join(fromJson, file), 'utf8'), file).toBe(
        await readFile(path.join(out, file), 'utf8'),
      );
  });

  it('stops on malformed JSON at its line and column', async () => {
    await writeFile(path.join(site, 'broken.json'), '{\n  "schemaVersion": "2.0",\n  "kind": 1,,\n}\n');
    const result = await cli(
      ['build', '--typedoc-json', 'broken.json', '--out', path.join(site, 'build-broken')],
      site,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^broken\.json:3:13 {2}error {2}broken\.json is not valid JSON: .+ {2}\[typedoc-json\]$/m,
    );
    expect(result.stderr).toContain('→ Regenerate it with TypeDoc 0.28');
    expect(existsSync(path.join(site, 'build-broken'))).toBe(false);
  });

  it('stops on another schema version, saying how to fix it', async () => {
    const json = await readFile(savedJson, 'utf8');
    await writeFile(
      path.join(site, 'old.json'),
      json.replace('"schemaVersion":"2.0"', '"schemaVersion":"1.0"'),
    );
    const result = await cli(
      ['build', '--typedoc-json', 'old.json', '--out', path.join(site, 'build-old')],
      site,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^old\.json:1:\d+ {2}error {2}old\.json has schemaVersion "1\.0"; accounts-docs reads TypeDoc 0\.28's JSON \(schemaVersion "2\.0"\) {2}\[typedoc-json\]$/m,
    );
    expect(result.stderr).toContain(
      '→ Regenerate it with TypeDoc 0.28: `npx typedoc@0.28 --json <file> <entry points>`.',
    );
    expect(existsSync(path.join(site, 'build-old'))).toBe(false);
  });
});

describe('check-links', () => {
  it('finds no broken link in the fixture, only its deliberate API warnings', async () => {
    const result = await cli(['check-links', '--format', 'json'], site);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as {
      findings: { kind: string; file: string; line: number; column: number }[];
    };
    expect(report.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.kind}`)).toEqual([
      'packages/geometry/src/index.ts:11:18 unsupported-api-kind',
      'packages/shapes/src/circle.ts:39:14 unresolved-api-link',
      'packages/shapes/src/util.ts:1:1 unsupported-api-kind',
    ]);
  });
});

describe('the TypeDoc cache', () => {
  it('skips TypeDoc when no API source changed, and runs it again after an edit', async () => {
    const warm = await cli(['build', '--profile', '--out', path.join(site, 'build-warm')], site);
    expect(warm.code).toBe(0);
    expect(profile(warm).timings.typedoc).toBe(0);
    expect(profile(warm).pages).toBe(profile(cold).pages);

    const restore = await edit(
      'packages/shapes/src/enums.ts',
      "  Green = 'green',\n",
      "  Green = 'green',\n  /** Bluish. */\n  Blue = 'blue',\n",
    );
    try {
      const edited = path.join(site, 'build-edited');
      const result = await cli(['build', '--profile', '--out', edited], site);
      expect(result.code).toBe(0);
      expect(profile(result).timings.typedoc).toBeGreaterThan(0);
      const color = await readHtml(path.join(edited, 'api/shapes/enum/Color/index.html'));
      expect(selectAll('article tbody tr', color).map((tr) => texts('td', tr))).toEqual([
        ['Red', '"red"', ''],
        ['Green', '"green"', 'Greenish.'],
        ['Blue', '"blue"', 'Bluish.'],
      ]);
    } finally {
      await restore();
    }
  });
});

describe('check-links on a doc comment', () => {
  it('reports a broken {@link}, a broken markdown link and a broken anchor at their declaration', async () => {
    const restores = [
      await edit(
        'packages/geometry/src/index.ts',
        'as a {@link Shape}.',
        'as a {@link Shape}; see {@link Circel}.',
      ),
      await edit(
        'packages/shapes/src/registry.ts',
        '/** Adds a shape. */',
        '/** Adds a shape, as [the guide](/docs/missing) says. */',
      ),
      await edit(
        'packages/shapes/src/enums.ts',
        '/** Colors, by CSS name. */',
        '/** Colors, by CSS name, as [the intro](/docs/intro#nowhere) lists. */',
      ),
    ];
    try {
      const result = await cli(['check-links'], site);
      expect(result.code).toBe(1);
      const lines = result.stderr.split('\n');
      const at = (start: string) => lines.slice(lines.findIndex((l) => l.startsWith(start))).slice(0, 2);
      expect(at('packages/geometry/src/index.ts:6:')).toEqual([
        'packages/geometry/src/index.ts:6:17  warning  {@link Circel} does not name an exported declaration  [unresolved-api-link]',
        '  → Did you mean {@link Circle}?',
      ]);
      expect(at('packages/shapes/src/registry.ts:')).toEqual([
        'packages/shapes/src/registry.ts:8:3  error  Broken link to `/docs/missing`  [broken-link]',
        '  → no page or file is served at this path: fix the link, or add the page',
      ]);
      expect(at('packages/shapes/src/enums.ts:')[0]).toBe(
        'packages/shapes/src/enums.ts:2:13  warning  Broken anchor `#nowhere` on `/docs/intro`  [broken-anchor]',
      );
      expect(result.stdout).toContain('(1 error, 5 warnings)');
    } finally {
      for (const restore of restores) await restore();
    }
  });
});
