import { transform } from 'esbuild';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { svgComponentModule } from '../src/svg-component.ts';

/** The module's exports, evaluated with this process's React. */
async function load(code: string): Promise<Record<string, unknown>> {
  const { code: cjs } = await transform(code, { format: 'cjs', loader: 'js' });
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'module', 'exports', cjs)((id: string) => (id === 'react' ? React : undefined), module, module.exports);
  return module.exports;
}

const svg = `<?xml version="1.0" encoding="UTF-8"?>
<!-- drawn by hand -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:sodipodi="x" viewBox="0 0 10 10" class="mark" sodipodi:docname="mark.svg">
  <g fill-rule="evenodd" style="opacity: 0.5; stroke-width: 2">
    <path d="M0 0h10v10z" stroke-linecap="round"/>
    <use xlink:href="#a"/>
  </g>
</svg>`;

describe('svgComponentModule: an SVG file as a React component (as SVGR makes it)', () => {
  it('renders the SVG with React props, the props given on <svg>, a title, and its URL as `src`', async () => {
    const module = await load(svgComponentModule(svg, '/assets/files/mark-0123456789.svg'));
    const Svg = module.default as React.ComponentType<Record<string, unknown>>;
    expect(module.ReactComponent).toBe(Svg);
    expect(module.src).toBe('/assets/files/mark-0123456789.svg');
    const html = renderToStaticMarkup(React.createElement(Svg, { className: 'logo', title: 'Mark', titleId: 'mark-title', role: 'img' }));
    expect(html).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" class="logo" aria-labelledby="mark-title" role="img">' +
        '<title id="mark-title">Mark</title>' +
        '<g fill-rule="evenodd" style="opacity:0.5;stroke-width:2"><path d="M0 0h10v10z" stroke-linecap="round"></path><use xlink:href="#a"></use></g></svg>',
    );
  });
});
