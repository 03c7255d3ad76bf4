type TypeDoc = typeof import('typedoc');

type ScanDirs = (dirs: readonly string[]) => Promise<void>;

const patched = new WeakSet<object>();

/**
 * Makes TypeDoc skip its git repository scan when `disableGit` is set.
 *
 * Why: TypeDoc 0.28's `Application.convert` always calls
 * `RepositoryManager.initializeRepositoriesForDirs`, which spawns `git --version`, walks up
 * from every source folder looking for `.git`, then runs `git rev-parse` and `git ls-files`
 * over each repository it finds. With `disableGit` the manager never reads what it found:
 * `getRepository` returns the repository built from `sourceLinkTemplate` for every file. So
 * the scan only costs child processes (and their wait) on every cold run. With `disableGit`
 * off (a config's `typedocOptions`), the scan runs as before.
 */
export function skipGitScanWhenDisabled(typedoc: TypeDoc): void {
  const prototype = typedoc.RepositoryManager.prototype as unknown as {
    initializeRepositoriesForDirs: ScanDirs;
  };
  if (patched.has(prototype)) return;
  patched.add(prototype);
  const scan = prototype.initializeRepositoriesForDirs;
  prototype.initializeRepositoriesForDirs = function (this: { disableGit?: boolean }, dirs) {
    return this.disableGit === true ? Promise.resolve() : scan.call(this, dirs);
  };
}
