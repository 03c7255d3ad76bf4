import type { ApiPackage } from '@accounts-docs/api-model';

/** The changelog of a package without a CHANGELOG.md: its current version alone. */
export function changelogFallback(pkg: ApiPackage): string {
  return `# ${pkg.name} changelog\n\n## ${pkg.version ?? 'Unreleased'}\n\nThe current release; earlier changes are not recorded.\n`;
}
