interface Fathom {
  trackPageview(): void;
}

/**
 * A page view for every client navigation: the Fathom script counts the first page itself but
 * cannot see pages the router swaps in. Nothing happens when the site has no analytics (or the
 * reader blocks the script).
 */
export function trackPageViews(onPage: (listener: () => void) => void): void {
  onPage(() => (window as Window & { fathom?: Fathom }).fathom?.trackPageview());
}
