import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** A folder of this test run, shared by its test files and removed at its end. */
    runDir: string;
  }
}

/**
 * The CLI project's run-wide setup: a folder its test files share (`content-build.ts` keeps the
 * one build of content/ there), made before the first file and removed after the last.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runDir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-run-'));
  project.provide('runDir', runDir);
  return () => rm(runDir, { recursive: true, force: true });
}
