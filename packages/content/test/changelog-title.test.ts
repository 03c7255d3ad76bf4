import { describe, expect, it } from 'vitest';
import { namedChangelog } from '../src/changelogs.ts';

describe('namedChangelog', () => {
  it("names the changelog in an h1 that is the bare package name (Changesets' title)", () => {
    expect(namedChangelog('# @accounts/server\n\n## 0.33.1\n', '@accounts/server')).toBe(
      '# @accounts/server changelog\n\n## 0.33.1\n',
    );
  });

  it('keeps any other title, and the line count', () => {
    const own = '# Release notes of @accounts/server\n\n## 1.0.0\n';
    expect(namedChangelog(own, '@accounts/server')).toBe(own);
    expect(namedChangelog('## 1.0.0\n\n# @accounts/other\n', '@accounts/server')).toBe(
      '## 1.0.0\n\n# @accounts/other\n',
    );
  });
});
