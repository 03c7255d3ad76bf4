/** `docs-preferred-version-<pluginId>`: the docs version the reader last read, as Docusaurus names it. */
const KEY = 'docs-preferred-version-';

function read(pluginId: string): string | null {
  try {
    return localStorage.getItem(KEY + pluginId);
  } catch {
    return null; // storage disabled: links keep the last version
  }
}

/**
 * The reader's preferred docs version: saved when a versioned doc is shown (its `<main>`
 * carries `data-docs-version`), then used by version-less links (`a[data-versions]`: the same
 * page in each version) and by the version menu. Runs on load and after each client
 * navigation (the router dispatches `accounts-docs:page` and keeps the navbar).
 */
export function setUpDocsVersion(doc: Document): void {
  const apply = () => {
    const main = doc.querySelector<HTMLElement>('main[data-docs-version]');
    if (main) {
      try {
        localStorage.setItem(KEY + (main.dataset.docsPluginId ?? 'default'), main.dataset.docsVersion ?? '');
      } catch {
        // storage disabled: nothing to remember
      }
    }
    for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-versions]')) {
      const preferred = read(link.dataset.docsPluginId ?? 'default');
      const routes = JSON.parse(link.dataset.versions ?? '{}') as Record<string, string>;
      if (preferred && routes[preferred]) link.href = routes[preferred];
    }
    // The menu links to the same page in each version: the page may have changed under it.
    const alternates = main
      ? (JSON.parse(main.dataset.versionAlternates ?? '{}') as Record<string, string>)
      : {};
    for (const menu of doc.querySelectorAll<HTMLDetailsElement>('.navbar-versions')) {
      const shown = main?.dataset.docsVersion ?? read(menu.dataset.docsPluginId ?? 'default');
      for (const link of menu.querySelectorAll<HTMLAnchorElement>('a[data-version-name]')) {
        const name = link.dataset.versionName ?? '';
        if (alternates[name]) link.href = alternates[name];
        const current = name === shown;
        link.classList.toggle('active', current);
        if (current) link.setAttribute('aria-current', 'true');
        else link.removeAttribute('aria-current');
        const label = menu.querySelector('.navbar-versions-label');
        if (current && label) label.textContent = link.textContent;
      }
      menu.open = false;
    }
  };
  apply();
  doc.addEventListener('accounts-docs:page', apply);
}
