import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { createHighlighter } from 'shiki';
import { describe, expect, it, vi } from 'vitest';
import {
  CODE_HTML_PROPERTY,
  codeHtmlLikeReact,
  compileMarkdown,
  createCodeHighlighter,
  type Highlighter,
} from '../src/index.ts';

const themes = { light: 'github-light-high-contrast', dark: 'github-dark-default' };

// Code where the two themes split tokens at different places (keywords, strings with escapes,
// template literals, comments, embedded languages), in the languages the guide uses and more.
const samples: Record<string, string> = {
  ts: [
    "import { AccountsServer, type Options } from '@accounts/server';",
    '',
    '/** Creates the server. */',
    'export const server = new AccountsServer<User>({ tokenSecret: `${process.env.SECRET ?? "x"}\\n` }, {});',
    'const re = /^[a-z]+\\d{2,}$/giu; // a regular expression',
  ].join('\n'),
  tsx: 'export function App({ name }: { name: string }) {\n  return <div className="a">{name.toUpperCase()}</div>;\n}',
  bash: 'npm install --save @accounts/server "@accounts/password" # comment\nexport A=$(echo "$HOME")',
  json: '{ "name": "accounts", "version": 1.5, "private": true, "list": [null, "a\\u0041"] }',
  graphql: 'query Me($id: ID!) {\n  getUser(id: $id) { id emails { address verified } }\n}',
  md: '# Title\n\nSome *text* and `code`.\n\n```ts\nconst a: number = 1;\n```\n',
  html: '<script>const a = "<b>";</script>\n<style>.a { color: red; }</style>\n<p class="x">Hi &amp; bye</p>',
};

/** Shiki's own highlighter (Oniguruma engine too), which runs the grammar once per theme. */
async function shikis(pair: { light: string; dark: string }, langs: string[]): Promise<Highlighter> {
  return (await createHighlighter({ themes: [pair.light, pair.dark], langs })) as unknown as Highlighter;
}

function tokenizeSpy(highlighter: Highlighter, lang: string) {
  const primitive = (
    highlighter as unknown as {
      getInternalContext(): { getLanguage(l: string): { tokenizeLine2(): unknown } };
    }
  ).getInternalContext();
  return vi.spyOn(primitive.getLanguage(lang), 'tokenizeLine2');
}

describe('highlighting with two themes in one grammar run', () => {
  it('gives the same tree as Shiki running the grammar once per theme', async () => {
    for (const pair of [themes, { light: 'solarized-light', dark: 'monokai' }]) {
      const ours = await createCodeHighlighter({ themes: pair, langs: Object.keys(samples) });
      const reference = await shikis(pair, Object.keys(samples));
      for (const [lang, code] of Object.entries(samples)) {
        const options = { lang, themes: pair, defaultColor: 'light' as const, tokenizeTimeLimit: 0 };
        expect(toHtml(ours.codeToHast(code, options)), `${lang} ${pair.light}`).toBe(
          toHtml(reference.codeToHast(code, options)),
        );
      }
    }
  });

  it('matches each line against the grammar once, not once per theme', async () => {
    const options = { lang: 'ts', themes, defaultColor: 'light' as const, tokenizeTimeLimit: 0 };
    const ours = await createCodeHighlighter({ themes, langs: ['ts'] });
    const reference = await shikis(themes, ['ts']);
    const oursTokenize = tokenizeSpy(ours, 'ts');
    const referenceTokenize = tokenizeSpy(reference, 'ts');
    ours.codeToHast(samples.ts!, options);
    reference.codeToHast(samples.ts!, options);
    // Five lines, one of them empty (Shiki does not tokenize empty lines).
    expect(oursTokenize).toHaveBeenCalledTimes(4);
    expect(referenceTokenize).toHaveBeenCalledTimes(8);
  });

  it('matches a line it has met in the same state once: the next blocks repeating it take the kept result', async () => {
    const options = { lang: 'ts', themes, defaultColor: 'light' as const, tokenizeTimeLimit: 0 };
    const ours = await createCodeHighlighter({ themes, langs: Object.keys(samples) });
    const reference = await shikis(themes, Object.keys(samples));
    const oursTokenize = tokenizeSpy(ours, 'ts');
    ours.codeToHast(samples.ts!, options);
    expect(oursTokenize).toHaveBeenCalledTimes(4);
    // The same block again: nothing is matched.
    ours.codeToHast(samples.ts!, options);
    expect(oursTokenize).toHaveBeenCalledTimes(4);
    // After a line of its own: that line, and the next (its first line met in the state a
    // line leaves, not at the start of a block); from there on the states are the known ones.
    ours.codeToHast(`// copy 2\n${samples.ts!}`, options);
    expect(oursTokenize).toHaveBeenCalledTimes(6);
    // Inside a template literal the same text is in another state: matched anew, and right.
    const inTemplate = `const t = \`\n${samples.ts!}\n\`;`;
    ours.codeToHast(inTemplate, options);
    expect(oursTokenize.mock.calls.length).toBeGreaterThan(7);
    // Every block, each language, twice, in varied orders: the same trees as Shiki's.
    const blocks = [...Object.entries(samples), ['ts', inTemplate], ['ts', `// copy 2\n${samples.ts!}`]];
    for (const [lang, code] of [...blocks, ...blocks.reverse()]) {
      const each = { ...options, lang: lang! };
      expect(toHtml(ours.codeToHast(code!, each)), lang).toBe(toHtml(reference.codeToHast(code!, each)));
    }
  });

  it('takes Shiki’s own path for one theme', async () => {
    const ours = await createCodeHighlighter({ themes, langs: ['ts'] });
    const tokenize = tokenizeSpy(ours, 'ts');
    const options = { lang: 'ts', theme: themes.dark, tokenizeTimeLimit: 0 };
    expect(toHtml(ours.codeToHast(samples.ts!, options))).toBe(
      toHtml((await shikis(themes, ['ts'])).codeToHast(samples.ts!, options)),
    );
    expect(tokenize).toHaveBeenCalledTimes(4);
  });
});

describe('code blocks of a page', () => {
  it('highlight two blocks of one language each as Shiki highlights it alone', async () => {
    const first = 'const a = `template ${1}';
    const second = "const b: string = 'b';";
    const highlighter = await createCodeHighlighter({ themes });
    const compiled = await compileMarkdown(
      `\`\`\`ts\n${first}\n\`\`\`\n\nText.\n\n\`\`\`ts\n${second}\n\`\`\`\n`,
      {
        file: 'docs/a.md',
        highlighter,
        themes,
      },
    );
    const pres = preElements(compiled.hast);
    expect(pres).toHaveLength(2);
    const reference = await shikis(themes, ['ts']);
    pres.forEach((pre, i) => {
      const alone = reference.codeToHast([first, second][i]!, {
        lang: 'ts',
        themes,
        defaultColor: 'light',
        tokenizeTimeLimit: 0,
      });
      // The unclosed template literal of the first block does not leak into the second (the
      // block keeps its code as HTML: compared with Shiki's tree written the same way).
      const code = (alone.children[0] as Element).children[0] as Element;
      expect(toHtml(pre.children)).toBe(
        toHtml({
          ...code,
          properties: { [CODE_HTML_PROPERTY]: codeHtmlLikeReact(code.children)! },
          children: [{ type: 'text', value: [first, second][i]! }],
        }),
      );
    });
  });

  it('loads a language the first time a page uses it, and only that one', async () => {
    const highlighter = await createCodeHighlighter({ themes });
    expect(highlighter.getLoadedLanguages()).not.toContain('graphql');
    const compiled = await compileMarkdown('```graphql\nquery { me { id } }\n```\n', {
      file: 'docs/a.md',
      highlighter,
      themes,
    });
    expect(highlighter.getLoadedLanguages()).toContain('graphql');
    expect(highlighter.getLoadedLanguages()).not.toContain('python');
    expect(compiled.diagnostics).toEqual([]);
    expect(toHtml(compiled.hast)).toContain('--shiki-dark:');
  });

  it('shows a block of an unknown language as plain text with a warning, next to highlighted ones', async () => {
    const highlighter = await createCodeHighlighter({ themes });
    const compiled = await compileMarkdown('```nosuchlang\nlet x = 1\n```\n\n```ts\nlet y = 2\n```\n', {
      file: 'docs/a.md',
      highlighter,
      themes,
    });
    expect(compiled.diagnostics).toMatchObject([{ ruleId: 'code-language-unknown', line: 1 }]);
    const [plain, highlighted] = preElements(compiled.hast);
    expect(toHtml(plain!)).not.toContain('style=');
    expect(toHtml(plain!)).toContain('let x = 1');
    expect(toHtml(highlighted!)).toContain('--shiki-dark:');
  });
});

function preElements(tree: Root | Element): Element[] {
  const found: Element[] = [];
  for (const child of tree.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'pre') found.push(child);
    else found.push(...preElements(child));
  }
  return found;
}
