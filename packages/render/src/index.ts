// React is loaded with this entry: import it lazily, only when a page must be rendered.
export { renderPage, hastToReact, codeBlockInnerHtml } from './render-page.ts';
export type { RenderOptions } from './render-page.ts';
export { createRenderer } from './renderer.ts';
export type { RendererOptions } from './renderer.ts';
