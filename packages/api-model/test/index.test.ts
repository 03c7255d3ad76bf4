import { expect, it } from 'vitest';
import * as api from '../src/index.ts';

it('exports exactly its public surface', () => {
  expect(Object.keys(api).sort()).toEqual([
    'API_KINDS',
    'apiModelFromTypeDoc',
    'findApiPackages',
    'forEachApiTypePart',
    'loadTypeDocProject',
    'visitApiType',
  ]);
  expect(api.API_KINDS).toEqual(['class', 'interface', 'enum', 'function', 'type', 'variable']);
});
