import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from './helpers.ts';

const FIXED_TIME = new Date('2024-05-01T12:00:00Z');

export const SMALL_CONFIG = `export default {
  title: 'Small',
  url: 'https://small.example',
  staticDir: 'static',
};
`;

/** A project of `pages` docs, each linking to the next, and a static folder with one image. */
export async function smallSite(pages = 5, version = 'first'): Promise<string> {
  const dir = await tempDir('small');
  await mkdir(path.join(dir, 'docs'));
  await mkdir(path.join(dir, 'static/img'), { recursive: true });
  await writeFile(path.join(dir, 'static/img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dir, 'accounts-docs.config.ts'), SMALL_CONFIG);
  await writeDocs(dir, pages, version);
  return dir;
}

/**
 * (Re)writes the docs: every page's text names `version`, so two versions differ on every page.
 * The files get a fixed modification time (their "last updated" date), so that two builds of
 * one version are byte-identical.
 */
export async function writeDocs(dir: string, pages: number, version: string): Promise<void> {
  for (let i = 1; i <= pages; i++) {
    const next = i < pages ? `\n\nNext: [page ${i + 1}](./page-${i + 1}.md)\n` : '\n';
    await writeFile(
      path.join(dir, 'docs', `page-${i}.md`),
      `---\ntitle: Page ${i}\n---\n\nThis is page ${i}, ${version} version.${next}`,
    );
    await utimes(path.join(dir, 'docs', `page-${i}.md`), FIXED_TIME, FIXED_TIME);
  }
}
