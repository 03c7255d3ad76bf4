/** Boxes that scroll sideways on their own when their content is wider (markdown.css, api.css). */
const SCROLL_BOXES = '.markdown table, .markdown pre.api-signature';

/**
 * Makes every box that actually overflows focusable (`tabindex="0"`), so a keyboard reader can
 * scroll a wide table or signature with the arrow keys (WCAG 2.1.1; axe's
 * `scrollable-region-focusable`); boxes that fit get no extra tab stop. Runs again when the
 * window is resized and after a client navigation.
 */
export function makeScrollBoxesFocusable(doc: Document): void {
  const update = () => {
    for (const box of doc.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
      const overflows = box.scrollWidth > box.clientWidth;
      if (overflows && !box.hasAttribute('tabindex')) box.setAttribute('tabindex', '0');
      else if (!overflows && box.getAttribute('tabindex') === '0') box.removeAttribute('tabindex');
    }
  };
  update();
  let pending = 0;
  doc.defaultView?.addEventListener('resize', () => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(update);
  });
  doc.addEventListener('accounts-docs:page', update);
}
