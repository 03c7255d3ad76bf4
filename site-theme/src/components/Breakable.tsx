import { Fragment } from 'react';

/**
 * Where a long identifier may wrap: after a lower-case letter or digit followed by a capital
 * (`Service|Not|Found`), and after `/ . - _ @` with text on both sides (`@accounts/|apollo-|link`).
 * One look-behind holding both cases, so the split keeps every character. The API pages split
 * the same way (api-pages' `breakable`), so a name wraps alike in the sidebar and on its page.
 */
const BREAK_POINT = /(?<=[a-z\d](?=[A-Z])|(?<=.)[/.\-_@](?=.))/u;

/** `AuthenticateWithServiceErrors` → `['Authenticate', 'With', 'Service', 'Errors']`. */
export function identifierSegments(text: string): string[] {
  return text.split(BREAK_POINT);
}

/**
 * Text with `<wbr>` at the points of `identifierSegments`, in a `span.ident` (an inline block,
 * layout.css): a name that fits on a line moves to the next one whole, and one longer than its
 * line wraps there instead of in the middle of a word (`<wbr>` adds no text, so copying and
 * search see the name).
 */
export function Breakable({ text }: { text: string }) {
  const segments = identifierSegments(text);
  if (segments.length === 1) return <>{text}</>;
  return (
    <span className="ident">
      {segments.map((segment, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {segment}
        </Fragment>
      ))}
    </span>
  );
}
