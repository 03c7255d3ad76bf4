import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import { convertComment, partsToMarkdown } from './convert-comment.ts';
import { within, type ConvertContext } from './convert-context.ts';
import { convertDeclaration, DECLARATION_KINDS } from './convert-declaration.ts';
import type { ApiPackageInput } from './find-packages.ts';
import { indexReflections } from './reflection-index.ts';
import { kindName, ReflectionKind } from './reflection-kind.ts';
import { RULES } from './rules.ts';
import { API_KINDS, type ApiDeclaration, type ApiModel, type ApiPackage } from './types.ts';

export interface ApiModelFromTypeDocOptions {
  /** Project root: TypeDoc's source paths are relative to it. */
  root: string;
  /** The packages TypeDoc was run over (their entries find their modules). */
  packages: ApiPackageInput[];
}

export interface ApiModelFromTypeDocResult {
  model: ApiModel;
  /** Unsupported exports, unresolved links and re-exports, packages without a module: all warnings. */
  diagnostics: Diagnostic[];
}

type Reflection = JSONOutput.DeclarationReflection | JSONOutput.ReferenceReflection;
type Container = JSONOutput.ProjectReflection | JSONOutput.DeclarationReflection;

/** What a package exports: its reflection, and for a re-export the reflection it re-exports. */
interface Export {
  reflection: Reflection;
  content: JSONOutput.DeclarationReflection;
}

/** The API model of TypeDoc's project JSON: one package per input, its exports as typed declarations. */
export function apiModelFromTypeDoc(
  project: JSONOutput.ProjectReflection,
  options: ApiModelFromTypeDocOptions,
): ApiModelFromTypeDocResult {
  const root = path.resolve(options.root);
  const diagnostics: Diagnostic[] = [];
  const base: ConvertContext = { root, targets: new Map(), names: [], diagnostics, place: undefined };
  const containers = matchContainers(project, options.packages, root);
  // What a re-export may point at: any module's exports, matched to a package or not.
  const topLevel = new Map<number, Reflection>();
  for (const child of project.children ?? []) {
    topLevel.set(child.id, child);
    if (child.kind === ReflectionKind.Module)
      for (const inner of child.children ?? []) topLevel.set(inner.id, inner);
  }

  const exportsOf = new Map<ApiPackageInput, Export[]>();
  for (const [pkg, container] of containers) {
    if (!container) diagnostics.push(unmatched(pkg, root));
    exportsOf.set(pkg, withoutSecondNames(supportedExports(container?.children ?? [], topLevel, base)));
  }
  const index = indexReflections(
    [...exportsOf.values()].flat().map(({ reflection }) => ({
      id: reflection.id,
      name: reflection.name,
      // A re-export's content belongs to its original: only its own id leads to it.
      node: reflection.variant === 'reference' ? {} : reflection,
    })),
  );
  const context: ConvertContext = { ...base, targets: index.targets, names: index.names };
  const packages = options.packages.map((pkg) =>
    convertPackage(pkg, containers.get(pkg), exportsOf.get(pkg)!, context),
  );
  return { model: { packages }, diagnostics: unique(diagnostics) };
}

/**
 * The reflection holding each package's exports. With several entry points TypeDoc writes
 * one module each, whose first source is the entry (`resolve` strategy) or whose name is the
 * npm name (`packages` strategy); with one entry point the exports are on the project itself.
 */
function matchContainers(project: JSONOutput.ProjectReflection, packages: ApiPackageInput[], root: string) {
  const children = project.children ?? [];
  const modules = children.filter((child) => child.kind === ReflectionKind.Module);
  const result = new Map<ApiPackageInput, Container | undefined>();
  for (const pkg of packages) {
    if (modules.length === 0 && children.length > 0) {
      const single = packages.length === 1 || [project.packageName, project.name].includes(pkg.name);
      result.set(pkg, single ? project : undefined);
      continue;
    }
    const entry = relativePath(root, pkg.entry);
    result.set(
      pkg,
      modules.find((m) => m.sources?.[0]?.fileName === entry) ?? modules.find((m) => m.name === pkg.name),
    );
  }
  return result;
}

/** The exports a page can list; re-exports resolved to their original, the rest reported. */
function supportedExports(
  children: readonly Reflection[],
  topLevel: ReadonlyMap<number, Reflection>,
  context: ConvertContext,
): Export[] {
  const result: Export[] = [];
  for (const reflection of children) {
    const content = reexported(reflection, topLevel);
    const place = within(context, reflection.sources?.[0]).place;
    if (!content) {
      context.diagnostics.push({
        severity: 'warning',
        ruleId: RULES.unresolvedReexport,
        reason: `${reflection.name} re-exports something TypeDoc did not document`,
        ...place,
        hint: 'Export the original from one of the API packages too, or export a declaration of its own.',
      });
    } else if (!DECLARATION_KINDS.has(content.kind)) {
      context.diagnostics.push({
        severity: 'warning',
        ruleId: RULES.unsupportedKind,
        reason: `${reflection.name} is a ${kindName(content.kind)}, which the API reference does not show`,
        ...place,
        hint: 'Export its members from the package entry instead (a class or an object can group them).',
      });
    } else {
      result.push({ reflection, content });
    }
  }
  return result;
}

/**
 * A package's exports less a default export that re-exports a declaration the package also
 * exports under its own name (`export default AccountsServer` beside `export { AccountsServer }`,
 * which TypeDoc writes as a Reference named `default`): one declaration, one page. A re-export
 * under another name (`export { Circle as Round }`) keeps its page, a name readers import. The typedoc-api plugin
 * gives no Reference a page of its own (`getKindSlug` in its src/plugin/url.ts).
 */
function withoutSecondNames(exports: Export[]): Export[] {
  const own = new Set(exports.filter((e) => e.reflection.variant !== 'reference').map((e) => e.content.id));
  return exports.filter(
    (e) => e.reflection.variant !== 'reference' || e.reflection.name !== 'default' || !own.has(e.content.id),
  );
}

/** A declaration itself, or what a re-export (kind Reference) points at, following chains. */
function reexported(
  reflection: Reflection,
  topLevel: ReadonlyMap<number, Reflection>,
): JSONOutput.DeclarationReflection | undefined {
  let current: Reflection | undefined = reflection;
  for (let hops = 0; current && hops < 16; hops++) {
    if (current.variant !== 'reference') return current;
    current = topLevel.get((current as JSONOutput.ReferenceReflection).target);
  }
  return undefined;
}

function convertPackage(
  pkg: ApiPackageInput,
  container: Container | undefined,
  exports: Export[],
  context: ConvertContext,
): ApiPackage {
  const declarations = exports
    .map(({ reflection, content }) => convertDeclaration(content, context, reflection))
    .filter((declaration): declaration is ApiDeclaration => declaration !== undefined)
    .sort(byKindThenName);
  return {
    slug: pkg.slug,
    name: pkg.name,
    version: pkg.version,
    summary: moduleSummary(container, context) || (pkg.description ?? ''),
    dir: relativePath(context.root, pkg.dir),
    changelog: pkg.changelog && relativePath(context.root, pkg.changelog),
    declarations,
  };
}

/** First paragraph of the entry's `@packageDocumentation` (or `@module`) comment, as markdown. */
function moduleSummary(container: Container | undefined, context: ConvertContext): string {
  const sources = container && 'sources' in container ? container.sources : undefined;
  const comment = convertComment(container?.comment, within(context, sources?.[0]));
  return partsToMarkdown(comment?.summary ?? [])
    .trim()
    .split(/\n\s*\n/)[0]!
    .trim();
}

function byKindThenName(a: ApiDeclaration, b: ApiDeclaration): number {
  return (
    API_KINDS.indexOf(a.kind) - API_KINDS.indexOf(b.kind) || a.name.localeCompare(b.name, 'en') || a.id - b.id
  );
}

function unmatched(pkg: ApiPackageInput, root: string): Diagnostic {
  return {
    severity: 'warning',
    ruleId: RULES.packageUnmatched,
    reason: `TypeDoc's output has no module for ${pkg.name} (entry ${relativePath(root, pkg.entry)})`,
    file: path.join(pkg.dir, 'package.json'),
    hint: 'Generate the TypeDoc JSON with this entry among the entry points, or leave out --typedoc-json.',
  };
}

/** `a/b` from root to file, with `/` on every platform. */
function relativePath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/** An inherited member repeats its base's comment: report each problem once. */
function unique(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((diagnostic) => {
    const key = JSON.stringify(diagnostic);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
