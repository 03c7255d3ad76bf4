import { highlightSegments } from './highlight.ts';

/** An engine's highlighted string as text, its matches in `<mark>`: never as HTML. */
export function Highlight({ value }: { value: string }) {
  return (
    <>
      {highlightSegments(value).map((segment, i) =>
        segment.marked ? <mark key={i}>{segment.text}</mark> : segment.text,
      )}
    </>
  );
}
