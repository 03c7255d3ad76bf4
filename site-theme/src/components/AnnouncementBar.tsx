import type { SiteData } from '../site-data.ts';
import { CloseIcon } from './Icons.tsx';

/**
 * A one-line message above the navbar; `content` is trusted HTML from the site's own config. A
 * named region, not a second `banner` landmark beside the header.
 */
export function AnnouncementBar({ bar }: { bar: NonNullable<SiteData['announcementBar']> }) {
  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label="Announcement"
      data-announcement-id={bar.id}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-bar-close js-only" aria-label="Close announcement">
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
