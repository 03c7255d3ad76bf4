// React is loaded with this entry: import it lazily, only when a page must be rendered.
export { renderPage } from './render-page.ts';
export { hastToReact, codeBlockInnerHtml } from './hast-to-react.ts';
export type { RenderOptions } from './render-page.ts';
export { createRenderer } from './renderer.ts';
export type { RendererOptions } from './renderer.ts';
