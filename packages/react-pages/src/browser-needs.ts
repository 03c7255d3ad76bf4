import { parse } from 'acorn';
import type { Node } from 'estree';
import { transform, type Loader } from 'esbuild';
import { BROWSER_ONLY_IMPORTS } from './docusaurus/surface-modules.ts';

/**
 * React's hooks whose component must run in the browser to do what it is written for: state,
 * effects, subscriptions. (`useRef`, `useMemo`, `useContext`, `useId` render the same on the
 * server and need nothing there.)
 */
const STATE_HOOKS = new Set([
  'useState',
  'useReducer',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useSyncExternalStore',
  'useTransition',
  'useDeferredValue',
  'useImperativeHandle',
  'useActionState',
  'useOptimistic',
]);
const CLASS_LIFECYCLE = new Set(['componentDidMount', 'componentDidUpdate', 'componentWillUnmount']);

/** What one module of the project is, for deciding which of its components are islands. */
export interface ModuleFacts {
  /** Starts with `'use client'`. */
  useClient: boolean;
  /**
   * Its code needs the browser: it calls a state or effect hook, hands a function to an `on…`
   * prop (an event handler), keeps state in a class, or uses BrowserOnly, useIsBrowser or
   * useColorMode.
   */
  direct: boolean;
  /** Hooks (`use…`) it imports from other modules, by specifier: needed if one of those does. */
  hookImports: { specifier: string; names: string[] }[];
  /** Its exports that are components (`default`, and names starting with a capital). */
  components: string[];
  /** All its export names. */
  exports: string[];
}

/** `'use client'` as the module's first statement (comments and blank lines may come before). */
const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1/;

/**
 * Reads a module (TypeScript or JSX, compiled by esbuild, then parsed) for what makes its
 * components need the browser. A module whose components do are started in the browser as
 * islands; the others render once, at build time, and ship no JavaScript.
 */
export async function moduleFacts(source: string, loader: Loader): Promise<ModuleFacts> {
  const { code } = await transform(source, { loader, format: 'esm', jsx: 'automatic', target: 'esnext' });
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
  const reactNames = new Set<string>(); // namespace or default import of React
  const hookLocals = new Set<string>(); // React's state hooks, as imported
  const browserLocals = new Set<string>(); // BrowserOnly, useIsBrowser, useColorMode…
  const jsxCalls = new Set<string>(); // jsx / jsxs as imported from the JSX runtime
  const hookImports: ModuleFacts['hookImports'] = [];
  // Each export, with the name of the local it exports when it has one (`default` may be a hook).
  const exported = new Map<string, string | undefined>();
  let direct = false;

  walk(program, (node) => {
    switch (node.type) {
      case 'ImportDeclaration': {
        const from = String(node.source.value);
        const wanted = BROWSER_ONLY_IMPORTS[from];
        const hooks: string[] = [];
        for (const spec of node.specifiers) {
          const imported =
            spec.type === 'ImportSpecifier'
              ? spec.imported.type === 'Identifier'
                ? spec.imported.name
                : String(spec.imported.value)
              : spec.type === 'ImportDefaultSpecifier'
                ? 'default'
                : '*';
          if (from === 'react') {
            if (imported === 'default' || imported === '*') reactNames.add(spec.local.name);
            else if (STATE_HOOKS.has(imported)) hookLocals.add(spec.local.name);
          } else if (/^react\/jsx-(dev-)?runtime$/.test(from)) jsxCalls.add(spec.local.name);
          else if (wanted?.includes(imported)) browserLocals.add(spec.local.name);
          else if (!wanted && /^use[A-Z]/.test(imported)) hooks.push(imported);
        }
        if (hooks.length > 0) hookImports.push({ specifier: from, names: hooks });
        return;
      }
      case 'ExportNamedDeclaration': {
        const declaration = node.declaration;
        if (declaration?.type === 'VariableDeclaration')
          for (const d of declaration.declarations) if (d.id.type === 'Identifier') exported.set(d.id.name, d.id.name);
        if ((declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') && declaration.id)
          exported.set(declaration.id.name, declaration.id.name);
        for (const spec of node.specifiers) {
          const name = spec.exported.type === 'Identifier' ? spec.exported.name : String(spec.exported.value);
          exported.set(name, spec.local.type === 'Identifier' ? spec.local.name : undefined);
        }
        return;
      }
      case 'ExportDefaultDeclaration': {
        const declaration = node.declaration as { id?: { name?: string } | null };
        exported.set('default', declaration.id?.name);
        return;
      }
      case 'Identifier':
        if (browserLocals.has(node.name)) direct = true;
        return;
      case 'MethodDefinition':
        if (node.key.type === 'Identifier' && CLASS_LIFECYCLE.has(node.key.name)) direct = true;
        return;
      case 'CallExpression': {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
              ? callee.property.name
              : undefined;
        const onReact = callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && reactNames.has(callee.object.name);
        if (callee.type === 'Identifier' && hookLocals.has(callee.name)) direct = true;
        if (onReact && name && STATE_HOOKS.has(name)) direct = true;
        if (callee.type === 'MemberExpression' && callee.object.type === 'ThisExpression' && name === 'setState') direct = true;
        const createsElement = (callee.type === 'Identifier' && jsxCalls.has(callee.name)) || (onReact && name === 'createElement');
        if (createsElement && hasHandler(node.arguments[1])) direct = true;
        return;
      }
      default:
        return;
    }
  });
  // Components: `default` (unless it is a hook: `export default function useThing()`) and the
  // names that start with a capital.
  const components = [...exported]
    .filter(([name, local]) => (name === 'default' ? !/^use[A-Z]/.test(local ?? '') : /^[A-Z]/.test(name)))
    .map(([name]) => name);
  return { useClient: USE_CLIENT.test(source), direct, hookImports, components: components.sort(), exports: [...exported.keys()].sort() };
}

/** Props `{ onClick: … }` with an `on…` prop whose value is not a plain literal: an event handler. */
function hasHandler(props: Node | undefined): boolean {
  if (props?.type !== 'ObjectExpression') return false;
  return props.properties.some(
    (p) =>
      p.type === 'Property' &&
      ((p.key.type === 'Identifier' && /^on[A-Z]/.test(p.key.name)) ||
        (p.key.type === 'Literal' && /^on[A-Z]/.test(String(p.key.value)))) &&
      p.value.type !== 'Literal',
  );
}

/** Visits every node of an ESTree, depth first. */
function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) walk(child, visit);
    } else if (isNode(value)) walk(value, visit);
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** esbuild's loader for a source file: `.js` may hold JSX, as Docusaurus compiles it. */
export function loaderOf(file: string): Loader {
  const ext = /\.[cm]?([jt]sx?)$/.exec(file)?.[1];
  return ext === 'tsx' || ext === 'ts' ? ext : 'jsx';
}
