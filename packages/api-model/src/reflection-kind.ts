/**
 * TypeDoc's `ReflectionKind` numbers as its JSON writes them. Copied so that converting the
 * JSON never loads TypeDoc; a test checks each against TypeDoc's own enum.
 */
export const ReflectionKind = {
  Project: 1,
  Module: 2,
  Namespace: 4,
  Enum: 8,
  EnumMember: 16,
  Variable: 32,
  Function: 64,
  Class: 128,
  Interface: 256,
  Constructor: 512,
  Property: 1024,
  Method: 2048,
  CallSignature: 4096,
  IndexSignature: 8192,
  ConstructorSignature: 16384,
  Parameter: 32768,
  TypeLiteral: 65536,
  TypeParameter: 131072,
  Accessor: 262144,
  GetSignature: 524288,
  SetSignature: 1048576,
  TypeAlias: 2097152,
  Reference: 4194304,
  Document: 8388608,
} as const;

const NAMES = new Map<number, string>(
  Object.entries(ReflectionKind).map(([name, kind]) => [
    kind,
    name.replace(/[A-Z]/g, (c, i) => (i ? ' ' : '') + c.toLowerCase()),
  ]),
);

/** `namespace`, `type literal`: a kind as a message names it. */
export function kindName(kind: number): string {
  return NAMES.get(kind) ?? `kind ${kind}`;
}
