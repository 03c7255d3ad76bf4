/**
 * The API reference of a monorepo, decoupled from TypeDoc's JSON: packages and their exported
 * declarations, with types as a closed union the renderer can walk. Everything a page shows
 * is here; nothing here knows about routes or HTML.
 */
export interface ApiModel {
  packages: ApiPackage[];
}

export interface ApiPackage {
  /** URL slug: the package's folder name (`database-mongo`). */
  slug: string;
  /** npm name from package.json (`@accounts/mongo`). */
  name: string;
  version: string | undefined;
  /** One paragraph of markdown: the entry module's doc comment, else package.json `description`. */
  summary: string;
  /** Folder of the package, relative to the project root, `/` separators. */
  dir: string;
  /** `CHANGELOG.md` of the package (relative to the project root), when it has one. */
  changelog: string | undefined;
  /** Exported declarations, sorted by name within each kind (kinds in `API_KINDS` order). */
  declarations: ApiDeclaration[];
}

/** Declaration kinds in the order the overview and the sidebar list them. */
export const API_KINDS = ['class', 'interface', 'enum', 'function', 'type', 'variable'] as const;
export type ApiDeclarationKind = (typeof API_KINDS)[number];

export type ApiDeclaration = ApiClass | ApiInterface | ApiEnum | ApiFunction | ApiTypeAlias | ApiVariable;

interface ApiDeclarationBase {
  /** TypeDoc reflection id: what references and `{@link}` targets point at. */
  id: number;
  /** Exported name; `default` for a default export with no other name. */
  name: string;
  comment: ApiComment | undefined;
  source: ApiSource | undefined;
  flags: ApiFlags;
}

export interface ApiClass extends ApiDeclarationBase {
  kind: 'class';
  typeParameters: ApiTypeParameter[];
  extends: ApiType[];
  implements: ApiType[];
  /** Constructors, properties, accessors and methods, in source order within each kind. */
  members: ApiMember[];
  indexSignatures: ApiIndexSignature[];
}

export interface ApiInterface extends ApiDeclarationBase {
  kind: 'interface';
  typeParameters: ApiTypeParameter[];
  extends: ApiType[];
  members: ApiMember[];
  indexSignatures: ApiIndexSignature[];
  /** Call signatures of a callable interface. */
  callSignatures: ApiSignature[];
}

export interface ApiEnum extends ApiDeclarationBase {
  kind: 'enum';
  members: ApiEnumMember[];
}

export interface ApiFunction extends ApiDeclarationBase {
  kind: 'function';
  /** One per overload. */
  signatures: ApiSignature[];
}

export interface ApiTypeAlias extends ApiDeclarationBase {
  kind: 'type';
  typeParameters: ApiTypeParameter[];
  type: ApiType;
}

export interface ApiVariable extends ApiDeclarationBase {
  kind: 'variable';
  type: ApiType | undefined;
  /** Initializer as written, when TypeDoc kept it. */
  defaultValue: string | undefined;
}

export interface ApiEnumMember {
  id: number;
  name: string;
  /** `"text"` for strings (quoted), the number as written otherwise; undefined when computed. */
  value: string | undefined;
  comment: ApiComment | undefined;
  source: ApiSource | undefined;
}

export type ApiMemberKind = 'constructor' | 'property' | 'accessor' | 'method';

export interface ApiMember {
  id: number;
  name: string;
  kind: ApiMemberKind;
  flags: ApiFlags;
  /** Property type. */
  type: ApiType | undefined;
  /** Property initializer as written. */
  defaultValue: string | undefined;
  /** Constructor and method signatures (one per overload). */
  signatures: ApiSignature[];
  getter: ApiSignature | undefined;
  setter: ApiSignature | undefined;
  comment: ApiComment | undefined;
  source: ApiSource | undefined;
  /** `Base.member` this member comes from, when inherited (a reference type). */
  inheritedFrom: ApiType | undefined;
  /** The member of a base class this one overrides. */
  overwrites: ApiType | undefined;
  /** The interface member this one implements. */
  implementationOf: ApiType | undefined;
}

export interface ApiFlags {
  static?: boolean;
  readonly?: boolean;
  optional?: boolean;
  abstract?: boolean;
  protected?: boolean;
  private?: boolean;
  const?: boolean;
  /** The doc comment has `@deprecated`. */
  deprecated?: boolean;
}

export interface ApiSignature {
  typeParameters: ApiTypeParameter[];
  parameters: ApiParameter[];
  /** Undefined for constructors whose type TypeDoc left out. */
  returns: ApiType | undefined;
  comment: ApiComment | undefined;
  source: ApiSource | undefined;
}

export interface ApiTypeParameter {
  name: string;
  constraint: ApiType | undefined;
  default: ApiType | undefined;
  comment: ApiCommentPart[] | undefined;
}

export interface ApiParameter {
  name: string;
  type: ApiType | undefined;
  optional: boolean;
  rest: boolean;
  /** Default value as written (`{}`, `'/'`). */
  defaultValue: string | undefined;
  comment: ApiCommentPart[] | undefined;
}

export interface ApiIndexSignature {
  parameter: { name: string; type: ApiType };
  type: ApiType;
  readonly: boolean;
  comment: ApiComment | undefined;
}

export interface ApiSource {
  /** Path from the project root, `/` separators. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

/** Where a reference or a `{@link}` leads. */
export type ApiTarget =
  /** A declaration of the model, or one of its members (`member` is the member's name). */
  | { declaration: number; member?: string }
  /** Outside the model: a URL, or a name TypeDoc could not resolve (then no URL). */
  | { external: string; url?: string };

export interface ApiComment {
  summary: ApiCommentPart[];
  /** `@returns`, `@example`, `@remarks`, `@throws`, `@see`, `@deprecated`, ... in source order. */
  blockTags: { tag: string; content: ApiCommentPart[] }[];
  /** Modifier tags without content: `@beta`, `@experimental`, ... */
  modifiers: string[];
}

export type ApiCommentPart =
  /** Markdown text. */
  | { kind: 'text'; text: string }
  /** Code as written, with its backticks or fences. */
  | { kind: 'code'; text: string }
  /** `{@link X}`, `{@linkcode X}`, `{@linkplain X}`; target undefined when unresolved. */
  | { kind: 'link'; tag: string; text: string; target: ApiTarget | undefined };

export interface ApiTupleElement {
  type: ApiType;
  name?: string;
  optional?: boolean;
  rest?: boolean;
}

/** Every type form TypeScript can write, as TypeDoc describes it. */
export type ApiType =
  | { kind: 'intrinsic'; name: string }
  /** Printed form: `"text"`, `42`, `-1`, `true`, `null`, `10n`. */
  | { kind: 'literal'; value: string }
  | { kind: 'reference'; name: string; target: ApiTarget | undefined; typeArguments: ApiType[] }
  | { kind: 'typeParameter'; name: string }
  | { kind: 'array'; element: ApiType }
  | { kind: 'tuple'; elements: ApiTupleElement[] }
  | { kind: 'union'; types: ApiType[] }
  | { kind: 'intersection'; types: ApiType[] }
  /** An object literal type; a function type is one with a single call signature. */
  | {
      kind: 'object';
      members: ApiMember[];
      callSignatures: ApiSignature[];
      constructSignatures: ApiSignature[];
      indexSignatures: ApiIndexSignature[];
    }
  | { kind: 'conditional'; check: ApiType; extends: ApiType; true: ApiType; false: ApiType }
  | { kind: 'indexedAccess'; object: ApiType; index: ApiType }
  | {
      kind: 'mapped';
      parameter: string;
      constraint: ApiType;
      template: ApiType;
      nameType: ApiType | undefined;
      readonlyModifier: '+' | '-' | undefined;
      optionalModifier: '+' | '-' | undefined;
    }
  | { kind: 'typeOperator'; operator: 'keyof' | 'unique' | 'readonly'; target: ApiType }
  | { kind: 'templateLiteral'; head: string; tail: [ApiType, string][] }
  | { kind: 'query'; target: ApiType }
  | { kind: 'predicate'; name: string; asserts: boolean; target: ApiType | undefined }
  | { kind: 'inferred'; name: string; constraint: ApiType | undefined }
  | { kind: 'optional'; element: ApiType }
  | { kind: 'rest'; element: ApiType }
  /** Anything TypeDoc could only print (`unknown` type in its JSON). */
  | { kind: 'unknown'; text: string };
