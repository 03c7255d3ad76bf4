import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { BUILD_MARKER, CACHE_MARKER, checkCacheDir, checkOutDir, type OutDirContext } from '../src/index.ts';
import { tempDir } from './helpers.ts';

async function project() {
  const root = await tempDir('project');
  await mkdir(path.join(root, 'docs'));
  await mkdir(path.join(root, 'static/img'), { recursive: true });
  await writeFile(path.join(root, 'docs/intro.md'), '# Intro');
  await writeFile(path.join(root, 'accounts-docs.config.ts'), 'export default {}');
  const context: OutDirContext = {
    root,
    sources: [
      { path: path.join(root, 'accounts-docs.config.ts'), label: 'the config file' },
      { path: path.join(root, 'docs'), label: 'the docs folder', place: { file: 'config', line: 3, column: 5 } },
      { path: path.join(root, 'static'), label: 'the static folder', place: { file: 'config', line: 4, column: 3 } },
    ],
  };
  return { root, context };
}

function refusal(out: string, context: OutDirContext) {
  try {
    checkOutDir(out, context);
  } catch (error) {
    expect(error).toBeInstanceOf(DiagnosticError);
    const [d] = (error as DiagnosticError).diagnostics;
    expect(d?.ruleId).toBe('out-dir-unsafe');
    return d!;
  }
  throw new Error(`${out} was accepted`);
}

describe('checkOutDir', () => {
  it('refuses an existing file, and a path under a file', async () => {
    const { root, context } = await project();
    expect(refusal(path.join(root, 'docs/intro.md'), context).reason).toMatch(/is an existing file/);
    expect(refusal(path.join(root, 'accounts-docs.config.ts'), context).file).toBe(
      path.join(root, 'accounts-docs.config.ts'),
    );
    expect(refusal(path.join(root, 'docs/intro.md/site'), context).reason).toMatch(/which is a file/);
  });

  it('refuses a folder holding the project or a source, or inside a source, at the key naming it', async () => {
    const { root, context } = await project();
    expect(refusal(root, context).reason).toMatch(/contains the project/);
    expect(refusal(path.dirname(root), context).reason).toMatch(/contains the project/);
    const inStatic = refusal(path.join(root, 'static/site'), context);
    expect(inStatic.reason).toMatch(/lies inside the static folder/);
    expect(inStatic).toMatchObject({ file: 'config', line: 4, column: 3 });
    expect(refusal(path.join(root, 'docs'), context).reason).toMatch(/contains the docs folder/);
  });

  it('refuses a non-empty folder without the build marker, accepts an empty folder and a previous build', async () => {
    const { root, context } = await project();
    const notes = path.join(root, 'notes');
    await mkdir(notes);
    await writeFile(path.join(notes, 'todo.txt'), 'keep me');
    expect(refusal(notes, context).reason).toMatch(/holds no previous build/);

    const empty = path.join(root, 'empty');
    await mkdir(empty);
    expect(() => checkOutDir(empty, context)).not.toThrow();
    expect(() => checkOutDir(path.join(root, 'new/build'), context)).not.toThrow();

    const previous = path.join(root, 'build');
    await mkdir(previous);
    await writeFile(path.join(previous, 'index.html'), '');
    await writeFile(path.join(previous, BUILD_MARKER), '');
    expect(() => checkOutDir(previous, context)).not.toThrow();
  });

  it('refuses a symbolic link: the swap would replace the link and not write where it leads', async () => {
    const { root, context } = await project();
    await mkdir(path.join(root, 'real'));
    await symlink(path.join(root, 'real'), path.join(root, 'out'));
    expect(refusal(path.join(root, 'out'), context).reason).toMatch(/is a symbolic link \(to .*real\)/);
  });
});

describe('checkCacheDir', () => {
  function cacheRefusal(dir: string, context: OutDirContext) {
    try {
      checkCacheDir(dir, context);
    } catch (error) {
      const [d] = (error as DiagnosticError).diagnostics;
      expect(d?.ruleId).toBe('cache-dir-unsafe');
      return d!;
    }
    throw new Error(`${dir} was accepted`);
  }

  it('refuses a source folder, the project, a folder around the output, and a foreign folder', async () => {
    const { root, context } = await project();
    const withOut = { ...context, rootPlace: { file: 'config' }, sources: [...context.sources, { path: path.join(root, 'build'), label: 'the output folder' }] };
    expect(cacheRefusal(path.join(root, 'docs'), withOut)).toMatchObject({ file: 'config', line: 3, column: 5 });
    expect(cacheRefusal(root, withOut)).toMatchObject({ file: 'config', reason: expect.stringMatching(/contains the project/) });
    expect(cacheRefusal(path.join(root, 'build/cache'), withOut).reason).toMatch(/lies inside the output folder/);
    await mkdir(path.join(root, 'notes'));
    await writeFile(path.join(root, 'notes/todo.txt'), 'keep');
    expect(cacheRefusal(path.join(root, 'notes'), withOut).reason).toMatch(/holds files that are not a build cache/);
  });

  it('accepts a new folder, a marked cache, and a cache from before the marker', async () => {
    const { root, context } = await project();
    expect(() => checkCacheDir(path.join(root, 'node_modules/.cache/accounts-docs'), context)).not.toThrow();
    await mkdir(path.join(root, 'marked'));
    await writeFile(path.join(root, 'marked', CACHE_MARKER), '');
    await writeFile(path.join(root, 'marked', 'anything'), '');
    expect(() => checkCacheDir(path.join(root, 'marked'), context)).not.toThrow();
    await mkdir(path.join(root, 'old/markdown'), { recursive: true });
    await writeFile(path.join(root, 'old/render-manifest.json'), '{}');
    expect(() => checkCacheDir(path.join(root, 'old'), context)).not.toThrow();
  });
});

