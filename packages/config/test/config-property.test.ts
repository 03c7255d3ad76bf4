/**
 * Property tests: any value a config file could export is either a valid config or a list of
 * diagnostics placed in the file; validation never throws anything else.
 */
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { routeProblem, validateConfig } from '../src/index.ts';

const file = path.resolve('/project/accounts-docs.config.ts');

const scalar = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('/', '/docs', '/../x', 'https://x.example', 'javascript:alert(1)', '', 'throw', 'warn'),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('value'), { maxLength: 3 }), tie('object')),
  object: fc.dictionary(
    fc.constantFrom('title', 'url', 'baseUrl', 'docs', 'path', 'sidebars', 'items', 'label', 'to', 'href', 'navbar', 'footer', 'build', 'onBrokenLinks', 'type', 'id', 'api', 'packages', 'x'),
    tie('value'),
    { maxKeys: 5 },
  ),
})).value;

/** Mostly near-valid configs, so that deep keys are reached, and anything at all. */
const config = fc.oneof(
  fc.record({ title: scalar, url: fc.constantFrom('https://x.example', 'nope'), docs: value, navbar: value, build: value }, { requiredKeys: ['title', 'url'] }),
  value,
);

describe('validateConfig on generated values', () => {
  it('returns a config, or throws diagnostics that each point into the config file', async () => {
    await fc.assert(
      fc.asyncProperty(config, async (exported) => {
        const source = `export default ${JSON.stringify(exported, null, 2) ?? 'undefined'};\n`;
        try {
          await validateConfig(exported, { file, source });
        } catch (error) {
          if (!(error instanceof DiagnosticError)) throw error;
          for (const diagnostic of error.diagnostics) {
            expect(diagnostic.file).toBe(file);
            expect(diagnostic.line).toBeGreaterThanOrEqual(1);
            expect(diagnostic.column).toBeGreaterThanOrEqual(1);
            expect(diagnostic.hint ?? '').not.toContain('add ""');
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('routeProblem on generated paths', () => {
  it('accepts only routes that stay under the base URL once a server resolves them', () => {
    const segment = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('..', '.', '%2e%2e', '%2E.', '\\..', '', 'a'));
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), fc.boolean(), (segments, absolute) => {
        const route = `${absolute ? '/' : ''}${segments.join('/')}`;
        if (routeProblem(route, 'any') !== undefined) return;
        let decoded: string;
        try {
          decoded = decodeURIComponent(route);
        } catch {
          decoded = route;
        }
        const resolved = path.posix.resolve('/base/docs', `.${absolute ? '' : '/'}${decoded.replace(/\\/g, '/')}`);
        expect(resolved === '/base/docs' || resolved.startsWith('/base/docs/')).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
