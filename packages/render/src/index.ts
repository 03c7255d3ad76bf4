export { renderPage, hastToReact } from './render-page.ts';
export type { RenderOptions } from './render-page.ts';
