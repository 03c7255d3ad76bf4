import { THEME_COMPONENTS } from '@accounts-docs/site-theme/theme-components';

/**
 * `accounts-docs list-theme-components`: what a project's theme folder can replace — each
 * component's file name, its props type (exported by `accounts-docs/theme`) and what it draws.
 */
export function listThemeComponentsCommand(
  options: { format: 'text' | 'json' },
  print: (line: string) => void,
): number {
  const rows = Object.entries(THEME_COMPONENTS).map(([name, { props, draws }]) => ({
    name,
    file: `${name}.tsx`,
    props,
    draws,
  }));
  if (options.format === 'json') {
    print(JSON.stringify({ components: rows }, null, 2));
    return 0;
  }
  print(
    'Theme components a file of the same name in `themeDir` replaces (props types from `accounts-docs/theme`):\n',
  );
  const width = Math.max(...rows.map((row) => row.file.length));
  for (const row of rows)
    print(`  ${row.file.padEnd(width)}  ${row.props}\n  ${' '.repeat(width)}  ${row.draws}`);
  return 0;
}
