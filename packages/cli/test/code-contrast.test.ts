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

/** The custom properties of the first rule whose selector is `selector` in variables.css. */
async function palette(selector: string): Promise<Record<string, string>> {
  const css = await readFile(path.join(repoRoot, 'site-theme/css/variables.css'), 'utf8');
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
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
  await validateConfig({ title: 't', url: 'https://example.com' }, { file: path.join(repoRoot, 'x.config.ts') })
).markdown;

describe('code colours', () => {

  it.each([
    ['light', ':root', themes.light],
    ['dark', "[data-theme='dark']", themes.dark],
  ])('%s mode: every token of %s and of the API signatures is 4.5:1 on code', async (_, selector, theme) => {
    const vars = await palette(selector);
    const apiColours = ['--api-kw', '--api-literal', '--api-intrinsic', '--api-type-param'].map(
      (v) => vars[v]!,
    );
    const failing: string[] = [];
    for (const background of [vars['--color-code-bg']!, vars['--color-highlight-line']!])
      for (const colour of [...(await tokenColours(theme)), ...apiColours])
        if (contrast(colour, background) < 4.5)
          failing.push(`${colour} on ${background}: ${contrast(colour, background).toFixed(2)}`);
    expect(failing).toEqual([]);
  });

  it('the no-JavaScript dark palette is the dark palette', async () => {
    const css = await readFile(path.join(repoRoot, 'site-theme/css/variables.css'), 'utf8');
    const noJs = css.slice(css.indexOf('html:not(.js) {'));
    const declarations = (text: string) =>
      [...text.slice(0, text.indexOf('}')).matchAll(/(--[\w-]+|color-scheme):\s*([^;]+);/g)].map(
        (m) => `${m[1]}:${m[2]}`,
      );
    expect(declarations(noJs)).toEqual(declarations(css.slice(css.indexOf("[data-theme='dark'] {"))));
  });
});
