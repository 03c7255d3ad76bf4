import { describe, expect, it } from 'vitest';
import { jsonKeyPlace, jsonStringPlace, jsonSyntaxErrorPlace } from '../src/index.ts';

describe('jsonSyntaxErrorPlace', () => {
  it('is where strict JSON breaks, as the parser reports it (not read from an error message)', () => {
    expect(jsonSyntaxErrorPlace('{\n  "name": "a",\n  oops\n}')).toEqual({ line: 3, column: 3 });
    // JSON.parse refuses trailing commas and comments, so the place must too.
    expect(jsonSyntaxErrorPlace('{\n  "a": 1,\n}')).toEqual({ line: 3, column: 1 });
    expect(jsonSyntaxErrorPlace('{\n  // no\n  "a": 1\n}')).toEqual({ line: 2, column: 3 });
  });

  it('is the end of the text when the text stops early', () => {
    expect(jsonSyntaxErrorPlace('{\n  "a": [1, 2')).toEqual({ line: 2, column: 13 });
  });
});

describe('jsonKeyPlace', () => {
  it('finds a top-level key, not the same name nested earlier in the file', () => {
    const text = '{\n  "author": { "name": "x" },\n  "name": "pkg"\n}';
    expect(jsonKeyPlace(text, 'name')).toEqual({ line: 3, column: 3 });
    expect(jsonKeyPlace(text, 'missing')).toEqual({ line: 1, column: 1 });
  });
});

describe('jsonStringPlace', () => {
  it('finds a string value as the parser reads it (escapes decoded), just inside its quotes', () => {
    const text = '{\n  "docs": ["intro", "gu\\u0069de"]\n}';
    expect(jsonStringPlace(text, 'guide')).toEqual({ line: 2, column: 22 });
    expect(jsonStringPlace(text, 'intro')).toEqual({ line: 2, column: 13 });
    expect(jsonStringPlace(text, 'docs')).toBeUndefined();
  });
});
