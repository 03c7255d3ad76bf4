import { afterAll } from 'vitest';
import { stopSharedCli } from './helpers.ts';

// Set up before each of the CLI's test files: the runners its commands shared end with it, so
// none outlives its file and their CPU time is counted in the file's own.
afterAll(() => stopSharedCli());
