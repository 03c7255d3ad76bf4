/** What a project imports from `accounts-docs`: the config helper and its types. */
export { defineConfig } from '@accounts-docs/config';
export type { UserConfig, SidebarItemInput } from '@accounts-docs/config';
/** What a `build.on…` rule does with its findings: `'throw' | 'warn' | 'ignore'`. */
export type { SeverityOption as Severity } from '@accounts-docs/diagnostics';
