const STORAGE_KEY = 'announcement-dismissed';

/** The announcement's close button: hides the bar and remembers its id (a new id shows again). */
export function setUpAnnouncementBar(doc: Document): void {
  const bar = doc.querySelector<HTMLElement>('.announcement-bar[data-announcement-id]');
  const close = bar?.querySelector('.announcement-bar-close');
  if (!bar || !close) return;
  close.addEventListener('click', () => {
    const id = bar.dataset.announcementId ?? '';
    doc.documentElement.setAttribute('data-announcement-dismissed', id);
    try {
      localStorage.setItem(STORAGE_KEY, id);
    } catch {
      // Storage can be disabled; the bar is still closed on this page.
    }
  });
}
