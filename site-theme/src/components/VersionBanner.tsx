import type { DocVersionView, RenderContext } from '../context.ts';

/** The notice above a page of a version that is not the last one, linking to the last one. */
export function VersionBanner({ ctx, version }: { ctx: RenderContext; version: DocVersionView }) {
  if (version.banner === 'none') return null;
  const what =
    version.banner === 'unreleased'
      ? `These docs are for ${ctx.site.title} ${version.label}, a version not released yet.`
      : `These docs are for ${ctx.site.title} ${version.label}, a version no longer maintained.`;
  return (
    <div className={`version-banner version-banner-${version.banner}`} role="note">
      <p>
        {what} The current docs are those of{' '}
        <a href={ctx.urlTo(version.latestRoute)}>version {version.latestLabel}</a>.
      </p>
    </div>
  );
}
