// `@theme/Icon/ExternalLink` (theme-classic's Icon/ExternalLink): the arrow-out-of-a-box after an
// external link. Docusaurus 3.4+ draws it from an SVG sprite its pages inline
// (`#theme-svg-external-link`); accounts-docs pages have no such sprite, so the path is drawn
// inline, as Docusaurus 3.0–3.3 drew it. The `margin-left: 0.3rem` is its CSS module's.
export default function IconExternalLink({
  width = 13.5,
  height = 13.5,
}: {
  width?: number;
  height?: number;
}) {
  return (
    <svg
      width={width}
      height={height}
      aria-hidden="true"
      viewBox="0 0 24 24"
      style={{ marginLeft: '0.3rem' }}
    >
      <path
        fill="currentColor"
        d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
      />
    </svg>
  );
}
