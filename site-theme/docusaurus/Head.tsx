import type { ReactNode } from 'react';
import { useHost } from './host.ts';

/**
 * `@docusaurus/Head` (react-helmet-async in Docusaurus): its children — `<title>`, `<meta>`,
 * `<link>`, `<script>`, `<html>` and `<body>` attributes — go to the document's head, the
 * later ones replacing the earlier (a page's `<title>` wins over the layout's). Renders nothing
 * in place; in an island in the browser it does nothing (the head was written at build time).
 */
export default function Head({ children }: { children?: ReactNode }): null {
  useHost().head?.(children);
  return null;
}
