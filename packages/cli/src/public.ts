/**
 * What a project imports from `accounts-docs`: the config helper and its types. From its own
 * module: the config's thread imports this file on every build, and the config package's
 * index would bring the diagnostics, the cache and the thread's code with it.
 */
export { defineConfig } from '@accounts-docs/config/define-config';
export type { UserConfig, SidebarItemInput } from '@accounts-docs/config';
/** What a `build.on…` rule does with its findings: `'throw' | 'warn' | 'ignore'`. */
export type { SeverityOption as Severity } from '@accounts-docs/diagnostics';
