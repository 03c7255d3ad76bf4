import type { DocView } from '../context.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Edit this page" and "Last updated on Jan 16, 2024" under the article. */
export function DocFooter({ view }: { view: DocView }) {
  if (!view.editUrl && view.lastUpdated === undefined) return null;
  return (
    <div className="doc-footer">
      {view.editUrl && (
        <a className="edit-link" href={view.editUrl} target="_blank" rel="noopener noreferrer">
          Edit this page
        </a>
      )}
      {view.lastUpdated !== undefined && (
        <p className="last-updated">
          Last updated on{' '}
          <time dateTime={new Date(view.lastUpdated).toISOString()}>
            {dateFormat.format(view.lastUpdated)}
          </time>
        </p>
      )}
    </div>
  );
}
