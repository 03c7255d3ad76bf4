/**
 * The page's markdown twin, for readers who feed documentation to a coding assistant: a link
 * that opens it (works without JavaScript) and a button that copies it (shown once the client
 * script runs; it fetches the twin, so the HTML does not carry the markdown twice).
 */
export function MarkdownActions({ url }: { url: string | undefined }) {
  if (!url) return null;
  return (
    <div className="markdown-actions">
      <button type="button" className="copy-markdown js-only" data-markdown-url={url}>
        Copy page as markdown
      </button>
      <a className="open-markdown" href={url} type="text/markdown">
        Open as markdown
      </a>
    </div>
  );
}
