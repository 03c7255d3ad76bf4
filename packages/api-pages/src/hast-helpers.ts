import type { ElementContent } from 'hast';
import { h } from 'hastscript';

/** A text node. */
export const t = (value: string): ElementContent => ({ type: 'text', value });

/** A TypeScript keyword in a signature (`extends`, `readonly`, `class`, ...). */
export const kw = (value: string): ElementContent => h('span.api-kw', value);

/** A signature or declaration line: `<pre class="api-signature"><code>…</code></pre>`. */
export const signatureLine = (children: ElementContent[]): ElementContent =>
  h('pre.api-signature', [h('code', children)]);
