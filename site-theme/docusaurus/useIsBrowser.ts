import { useHost } from './host.ts';

/**
 * False while the page is rendered on the server; true in the browser. A component that uses it
 * is started in the browser as an island (a page renders once there, with `createRoot`, so
 * there is no first render to match the server's, as Docusaurus's hydration needs).
 */
export default function useIsBrowser(): boolean {
  return useHost().isBrowser;
}
