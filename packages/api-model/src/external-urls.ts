const MDN = 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/';
const UTILITY_TYPES = 'https://www.typescriptlang.org/docs/handbook/utility-types.html';

/** JavaScript built-ins that MDN documents under Global_Objects/<Name>. */
const GLOBALS: ReadonlySet<string> = new Set([
  'Array',
  'ArrayBuffer',
  'BigInt',
  'Boolean',
  'Date',
  'Error',
  'Function',
  'Iterator',
  'JSON',
  'Map',
  'Number',
  'Object',
  'Promise',
  'RangeError',
  'ReadonlyArray',
  'RegExp',
  'Set',
  'String',
  'Symbol',
  'TypeError',
  'Uint8Array',
  'WeakMap',
  'WeakSet',
]);

/** TypeScript's utility types, all on one handbook page. */
const UTILITIES: ReadonlySet<string> = new Set([
  'Awaited',
  'Partial',
  'Required',
  'Readonly',
  'Record',
  'Pick',
  'Omit',
  'Exclude',
  'Extract',
  'NonNullable',
  'Parameters',
  'ConstructorParameters',
  'ReturnType',
  'InstanceType',
  'ThisType',
  'Uppercase',
  'Lowercase',
  'Capitalize',
  'Uncapitalize',
]);

/** Documentation URL of a type from TypeScript's own lib files (`Promise`, `Record`), when it has a well-known one. */
export function typescriptLibUrl(qualifiedName: string): string | undefined {
  // `ReadonlyArray` is documented with Array; other names are their own pages.
  if (GLOBALS.has(qualifiedName)) return MDN + (qualifiedName === 'ReadonlyArray' ? 'Array' : qualifiedName);
  if (UTILITIES.has(qualifiedName)) return UTILITY_TYPES;
  return undefined;
}
