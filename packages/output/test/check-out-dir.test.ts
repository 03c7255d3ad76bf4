import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { BUILD_MARKER, checkOutDir, type OutDirContext } from '../src/index.ts';
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
});
