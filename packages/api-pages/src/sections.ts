import type { ApiDeclaration, ApiMember, ApiMemberKind, ApiPackage } from '@accounts-docs/api-model';
import { API_KINDS, type ApiDeclarationKind } from '@accounts-docs/api-model';
import { anchorId } from './routes.ts';

/** One h2 of an API page and the h3 entries under it (members, overview entries). */
export interface Section {
  id: string;
  title: string;
  /** On a package overview: the kind of declaration the section lists. */
  kind?: ApiDeclarationKind;
  entries: { id: string; name: string; member?: ApiMember }[];
}

const MEMBER_SECTIONS: [ApiMemberKind, string, string][] = [
  ['constructor', 'constructors', 'Constructors'],
  ['property', 'properties', 'Properties'],
  ['accessor', 'accessors', 'Accessors'],
  ['method', 'methods', 'Methods'],
];

/** Section titles of the overview and the sidebar, per declaration kind. */
export const KIND_TITLES: Record<ApiDeclarationKind, string> = {
  class: 'Classes',
  interface: 'Interfaces',
  enum: 'Enumerations',
  function: 'Functions',
  type: 'Type aliases',
  variable: 'Variables',
};

/**
 * The headings of a declaration page, in order. Both the outline (TOC, anchors) and the
 * content read this, so an anchor in the TOC always exists on the page.
 */
export function declarationSections(declaration: ApiDeclaration): Section[] {
  const ids = uniqueIds();
  const sections: Section[] = [];
  if (declaration.kind === 'class' || declaration.kind === 'interface') {
    if (declaration.kind === 'interface' && declaration.callSignatures.length > 0)
      sections.push({ id: ids('call-signatures'), title: 'Call signatures', entries: [] });
    for (const [kind, id, title] of MEMBER_SECTIONS) {
      // Own members first, then inherited ones (each group in source order).
      const members = declaration.members
        .filter((member) => member.kind === kind)
        .sort((a, b) => Number(a.inheritedFrom !== undefined) - Number(b.inheritedFrom !== undefined));
      if (members.length === 0) continue;
      sections.push({
        id: ids(id),
        title,
        entries: members.map((member) => ({ id: ids(anchorId(member.name)), name: member.name, member })),
      });
    }
    if (declaration.indexSignatures.length > 0)
      sections.push({ id: ids('index-signatures'), title: 'Index signatures', entries: [] });
  } else if (declaration.kind === 'enum') {
    sections.push({
      id: ids('members'),
      title: 'Members',
      entries: declaration.members.map((member) => ({ id: ids(anchorId(member.name)), name: member.name })),
    });
  }
  return sections;
}

/** The headings of a package overview: one per kind present; type aliases and variables in full. */
export function packageSections(pkg: ApiPackage): Section[] {
  const ids = uniqueIds();
  const sections: Section[] = [];
  for (const kind of API_KINDS) {
    const declarations = pkg.declarations.filter((declaration) => declaration.kind === kind);
    if (declarations.length === 0) continue;
    const inFull = kind === 'type' || kind === 'variable';
    sections.push({
      id: ids(KIND_TITLES[kind].toLowerCase().replace(/\s+/g, '-')),
      title: KIND_TITLES[kind],
      kind,
      entries: inFull ? declarations.map((d) => ({ id: ids(anchorId(d.name)), name: d.name })) : [],
    });
  }
  return sections;
}

/** Ids unique within one page: a second `name` becomes `name-1`. */
function uniqueIds(): (id: string) => string {
  const seen = new Map<string, number>();
  return (id) => {
    const count = seen.get(id) ?? 0;
    seen.set(id, count + 1);
    return count === 0 ? id : `${id}-${count}`;
  };
}
