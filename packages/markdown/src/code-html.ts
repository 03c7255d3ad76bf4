import type { ElementContent, Properties } from 'hast';

/**
 * The hast property of a `<code>` that holds its content as HTML, which the renderer writes
 * with `dangerouslySetInnerHTML` (render's `render-page.ts` names it too). No HTML attribute
 * and no MDX prop can spell it (`/` ends an attribute name in HTML and is no part of a JSX
 * name), so only the code-block stage sets it; React drops it as an invalid attribute name.
 */
export const CODE_HTML_PROPERTY = 'accounts-docs/html';

/**
 * Elements a highlighted block may hold: ones React 18 writes as plain `<tag>…</tag>` (not
 * void, no special case in `react-dom/server` such as `pre`, `textarea`, `select`, `option`).
 */
const PLAIN_ELEMENTS = new Set([
  'span', 'div', 'em', 'strong', 'b', 'i', 'u', 's', 'mark', 'small', 'sub', 'sup', 'kbd',
  'code', 'samp', 'var', 'del', 'ins',
]);

/**
 * hast nodes as HTML, exactly as `renderToString` (React 18.2) writes the React elements that
 * rehype-react (hast-util-to-jsx-runtime) makes of them — attribute order, `class`, the style
 * object written back as CSS, React's escaping, `<!-- -->` between adjacent texts — or
 * `undefined` when the nodes hold anything beyond what Shiki produces (elements of
 * `PLAIN_ELEMENTS` with `class`/`className`/`style`, and text): the caller then keeps the nodes.
 */
export function codeHtmlLikeReact(nodes: readonly ElementContent[]): string | undefined {
  const out: string[] = [];
  return writeChildren(nodes, out) ? out.join('') : undefined;
}

function writeChildren(nodes: readonly ElementContent[], out: string[]): boolean {
  // React separates two texts that follow each other with a comment (an empty text is no text).
  let afterText = false;
  for (const node of nodes) {
    if (node.type === 'text') {
      if (node.value === '') continue;
      if (afterText) out.push('<!-- -->');
      out.push(escapeLikeReact(node.value));
      afterText = true;
    } else if (node.type === 'element') {
      if (!PLAIN_ELEMENTS.has(node.tagName)) return false;
      const attributes = attributesLikeReact(node.properties);
      if (attributes === undefined) return false;
      out.push(`<${node.tagName}${attributes}>`);
      if (!writeChildren(node.children, out)) return false;
      out.push(`</${node.tagName}>`);
      afterText = false;
    } else {
      return false;
    }
  }
  return true;
}

/** The attributes React writes for an element's hast properties; `undefined` for any it may not handle alike. */
function attributesLikeReact(properties: Properties): string | undefined {
  // The React props in the order hast-util-to-jsx-runtime sets them (a later `class` or
  // `className` replaces an earlier one in place, as on an object).
  const props = new Map<'className' | 'style', string>();
  for (const [name, value] of Object.entries(properties)) {
    if (value === null || value === undefined) continue;
    if (name === 'class' || name === 'className') {
      if (Array.isArray(value)) props.set('className', value.join(' ').trim());
      else if (typeof value === 'string') props.set('className', value);
      else return undefined;
    } else if (name === 'style' && typeof value === 'string') {
      const style = styleLikeReact(value);
      if (style === undefined) return undefined;
      props.set('style', style);
    } else {
      return undefined;
    }
  }
  let text = '';
  for (const [name, value] of props) {
    if (name === 'className') text += ` class="${escapeLikeReact(value)}"`;
    else if (value !== '') text += ` style="${value}"`;
  }
  return text;
}

const DECLARATION = /^[ \t\n]*(-{0,2}[A-Za-z_][\w-]*)[ \t\n]*:[ \t\n]*([\w#%+,. -]*[\w#%+,.-])[ \t\n]*$/;
const DASH_LETTER = /-([a-z])/g;
const CAPITAL = /([A-Z])/g;

/**
 * A `style` attribute as React writes the object hast-util-to-jsx-runtime parses from it
 * (names DOM-cased, then hyphenated back; the last value of a name kept at its first place);
 * `undefined` for anything but simple `name: value` declarations (no quotes, brackets,
 * comments, `!important` or empty declarations but a final `;`), whose parsing we do not copy.
 */
function styleLikeReact(style: string): string | undefined {
  const declarations = new Map<string, string>();
  const parts = style.split(';');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (/^[ \t\n]*$/.test(part)) {
      if (i === parts.length - 1) continue;
      return undefined;
    }
    const match = DECLARATION.exec(part);
    if (!match) return undefined;
    let name = match[1]!;
    // An object's `__proto__` is no key of its own: React would not see it.
    if (name === '__proto__') return undefined;
    if (!name.startsWith('--')) {
      name = name.toLowerCase();
      if (name.startsWith('-ms-')) name = name.slice(1);
      name = name.replace(DASH_LETTER, (_, letter: string) => letter.toUpperCase());
    }
    declarations.set(name, match[2]!);
  }
  const written: string[] = [];
  for (const [name, value] of declarations) {
    const css = name.startsWith('--')
      ? name
      : name.replace(CAPITAL, '-$1').toLowerCase().replace(/^ms-/, '-ms-');
    written.push(`${escapeLikeReact(css)}:${escapeLikeReact(value.trim())}`);
  }
  return written.join(';');
}

const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** React's `escapeTextForBrowser`, for text and attribute values alike. */
function escapeLikeReact(text: string): string {
  return /["&'<>]/.test(text) ? text.replace(/["&'<>]/g, (char) => ESCAPES[char]!) : text;
}
