/** Boxes that scroll sideways on their own when their content is wider (markdown.css, api.css). */
const SCROLL_BOXES = '.markdown table, .markdown pre.api-signature';

/** Which side of a box has content out of sight: the CSS fades that edge as a cue. */
function overflowSide(box: HTMLElement): 'start' | 'end' | 'both' | undefined {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= 1) return undefined;
  // scrollLeft is negative in a right-to-left box: its distance from the start either way.
  const scrolled = Math.abs(box.scrollLeft);
  const atStart = scrolled <= 1;
  const atEnd = scrolled >= hidden - 1;
  return atStart ? 'end' : atEnd ? 'start' : 'both';
}

function mark(box: HTMLElement): void {
  const side = overflowSide(box);
  if (side) box.dataset.overflow = side;
  else delete box.dataset.overflow;
}

/**
 * Makes every box that actually overflows focusable (`tabindex="0"`), so a keyboard reader can
 * scroll a wide table or signature with the arrow keys (WCAG 2.1.1; axe's
 * `scrollable-region-focusable`); boxes that fit get no extra tab stop. Each overflowing box
 * says which side is out of sight (`data-overflow`: `end`, `start` or `both`), kept up to date
 * as it scrolls. Runs again when the window is resized and after a client navigation.
 */
export function makeScrollBoxesFocusable(doc: Document): void {
  const update = () => {
    for (const box of doc.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
      const overflows = box.scrollWidth > box.clientWidth;
      if (overflows && !box.hasAttribute('tabindex')) box.setAttribute('tabindex', '0');
      else if (!overflows && box.getAttribute('tabindex') === '0') box.removeAttribute('tabindex');
      mark(box);
    }
  };
  update();
  let pending = 0;
  doc.defaultView?.addEventListener('resize', () => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(update);
  });
  doc.addEventListener('accounts-docs:page', update);
  // Scroll events do not bubble: caught on their way down.
  doc.addEventListener(
    'scroll',
    (event) => {
      const box = event.target;
      if (box instanceof HTMLElement && box.matches(SCROLL_BOXES)) mark(box);
    },
    { capture: true, passive: true },
  );
}
