// As packages/docusaurus/src/client/exports/Noop.ts: a component that renders nothing.
export default function Noop(): null {
  return null;
}
