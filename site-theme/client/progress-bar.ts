const DELAY_MS = 200;

/**
 * A thin bar at the top of the window for a navigation that takes longer than 200 ms (a fast
 * one shows nothing); `done()` fills it and fades it out.
 */
export function startProgressBar(doc: Document): { done(): void } {
  let bar: HTMLElement | undefined;
  const timer = setTimeout(() => {
    bar = doc.createElement('div');
    bar.className = 'nav-progress';
    bar.setAttribute('aria-hidden', 'true');
    doc.body.append(bar);
    void bar.offsetWidth; // start the transition from the initial width
    bar.classList.add('loading');
  }, DELAY_MS);
  return {
    done() {
      clearTimeout(timer);
      const shown = bar;
      if (!shown) return;
      shown.classList.add('done');
      setTimeout(() => shown.remove(), 500);
    },
  };
}
