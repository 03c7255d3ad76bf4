import type { RenderContext } from '../context.ts';

/**
 * The docs version menu: a `<details>` (it opens without JavaScript) listing each version,
 * each linking to the same page in that version when there is one, else to its first page.
 * Hidden when the site has a single version.
 */
export function VersionsMenu({ ctx }: { ctx: RenderContext }) {
  const { docsVersions } = ctx.site;
  if (docsVersions.length < 2) return null;
  const current = ctx.version?.name ?? docsVersions.find((v) => v.isLast)?.name;
  const label = docsVersions.find((v) => v.name === current)?.label ?? docsVersions[0]!.label;
  return (
    <details className="navbar-versions" data-docs-plugin-id={ctx.site.docsPluginId}>
      <summary className="navbar-link navbar-versions-label">{label}</summary>
      <ul className="navbar-versions-list">
        {docsVersions.map((version) => (
          <li key={version.name}>
            <a
              className={
                version.name === ctx.version?.name ? 'navbar-versions-link active' : 'navbar-versions-link'
              }
              href={ctx.urlTo(ctx.version?.alternates[version.name] ?? version.mainRoute)}
              data-version-name={version.name}
              aria-current={version.name === ctx.version?.name ? 'true' : undefined}
            >
              {version.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
