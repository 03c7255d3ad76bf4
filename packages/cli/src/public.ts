/** What a project imports from `accounts-docs`: the config helper and its types. */
export { defineConfig } from '@accounts-docs/config';
export type { UserConfig, Severity, SidebarItemInput } from '@accounts-docs/config';
