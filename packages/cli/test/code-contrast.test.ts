import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '@accounts-docs/config';
import { repoRoot } from './helpers.ts';

/**
 * Every token colour of the default code themes, and of the API signatures, against the
 * backgrounds the theme paints code on (a code block, a highlighted line), in both modes:
 * WCAG AA asks 4.5:1. axe checks only the tokens of the pages it visits; this checks them all.
 */

const luminance = (hex: string) => {
  const channels = [0, 2, 4].map((i) => parseInt(hex.slice(1 + i, 3 + i), 16) / 255);
  const [r, g, b] = channels.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
};

/** The custom properties of the rule whose selector (at the start of a line) is `selector` in variables.css. */
function declarations(css: string, selector: string): Record<string, string> {
  const start = css.search(new RegExp(`^${selector.replace(/[[\]().*]/g, '\\$&')} \\{`, 'm'));
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

/**
 * The palette of a mode: the light rule (`:root`), with the dark rules over it for dark mode,
 * every `var(--x)` replaced by its value (the theme's names read Infima's).
 */
async function palette(mode: 'light' | 'dark'): Promise<Record<string, string>> {
  const css = await readFile(path.join(repoRoot, 'site-theme/css/variables.css'), 'utf8');
  const vars = {
    ...declarations(css, ':root'),
    ...(mode === 'dark'
      ? { ...declarations(css, "html[data-theme='dark']"), ...declarations(css, "[data-theme='dark']") }
      : {}),
  };
  const resolve = (value: string, depth = 0): string =>
    depth > 10
      ? value
      : value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => resolve(vars[name] ?? '', depth + 1));
  return Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, resolve(value)]));
}

/** The foreground colours a theme gives tokens (those with their own background aside). */
async function tokenColours(theme: string): Promise<string[]> {
  const { default: registration } = (await import(`@shikijs/themes/${theme}`)) as {
    default: { colors?: Record<string, string>; tokenColors?: { settings?: Record<string, string> }[] };
  };
  const colours = new Set([registration.colors!['editor.foreground']!]);
  for (const { settings } of registration.tokenColors ?? [])
    if (settings?.foreground && !settings.background)
      colours.add(settings.foreground.slice(0, 7).toLowerCase());
  return [...colours];
}

const { codeThemes: themes } = (
  await validateConfig(
    { title: 't', url: 'https://example.com' },
    { file: path.join(repoRoot, 'x.config.ts') },
  )
).markdown;

describe('code colours', () => {
  it.each([
    ['light', themes.light],
    ['dark', themes.dark],
  ] as const)(
    '%s mode: every token of %s and of the API signatures is 4.5:1 on code',
    async (mode, theme) => {
      const vars = await palette(mode);
      const apiColours = ['--api-kw', '--api-literal', '--api-intrinsic', '--api-type-param'].map(
        (v) => vars[v]!,
      );
      const failing: string[] = [];
      for (const background of [vars['--color-code-bg']!, vars['--color-highlight-line']!])
        for (const colour of [...(await tokenColours(theme)), ...apiColours])
          if (contrast(colour, background) < 4.5)
            failing.push(`${colour} on ${background}: ${contrast(colour, background).toFixed(2)}`);
      expect(failing).toEqual([]);
    },
  );

  it('the no-JavaScript dark palette is the dark palette', async () => {
    const css = await readFile(path.join(repoRoot, 'site-theme/css/variables.css'), 'utf8');
    const rule = (selector: string) => {
      const text = css.slice(css.indexOf(`${selector} {`));
      return [...text.slice(0, text.indexOf('}')).matchAll(/(--[\w-]+|color-scheme):\s*([^;]+);/g)].map(
        (m) => `${m[1]}:${m[2]}`,
      );
    };
    expect(rule('  html:not(.js)')).toEqual(rule("\nhtml[data-theme='dark']"));
    expect(rule('  :root:not(.js)')).toEqual(rule("\n[data-theme='dark']"));
  });

  it('links, body text and secondary text keep 4.5:1 on the page, surface and code backgrounds (links follow the primary colour)', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const vars = await palette(mode);
      for (const background of [vars['--color-bg']!, vars['--color-bg-soft']!, vars['--color-code-bg']!])
        for (const colour of [vars['--color-link']!, vars['--color-fg']!, vars['--color-fg-soft']!])
          expect(contrast(colour, background), `${mode}: ${colour} on ${background}`).toBeGreaterThanOrEqual(
            4.5,
          );
    }
  });
});
