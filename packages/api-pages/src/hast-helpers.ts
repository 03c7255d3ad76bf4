import type { ElementContent } from 'hast';
import { h } from 'hastscript';

/** A text node. */
export const t = (value: string): ElementContent => ({ type: 'text', value });

/** A TypeScript keyword in a signature (`extends`, `readonly`, `class`, ...). */
export const kw = (value: string): ElementContent => h('span.api-kw', value);

/** A signature or declaration line: `<pre class="api-signature"><code>…</code></pre>`. */
export const signatureLine = (children: ElementContent[]): ElementContent =>
  h('pre.api-signature', [h('code', children)]);

/**
 * Where a long name may wrap: after a lower-case letter or digit followed by a capital, and
 * after `/ . - _ @` with text on both sides; the theme's `identifierSegments` splits alike.
 */
const BREAK_POINT = /(?<=[a-z\d](?=[A-Z])|(?<=.)[/.\-_@](?=.))/u;

/**
 * An identifier as text with `<wbr>` between its words (`Service<wbr>Not<wbr>Found`), in a
 * `span.ident` (an inline block, the theme's layout.css): a name that fits on a line moves to
 * the next one whole; a longer one wraps at its words, never mid-word. `<wbr>` adds no text:
 * links and search see the name.
 */
export function breakable(name: string): ElementContent[] {
  const segments = name.split(BREAK_POINT);
  if (segments.length === 1) return [t(name)];
  return [
    h(
      'span.ident',
      segments.flatMap((segment, i) => (i === 0 ? [t(segment)] : [h('wbr'), t(segment)])),
    ),
  ];
}
