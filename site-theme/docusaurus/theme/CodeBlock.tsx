import { Children, isValidElement, type ReactNode } from 'react';
import { useHost } from '../host.ts';
import { ThemeClassNames } from '../theme-class-names.ts';

/** The code of `children`: a string, or the text of elements (as theme-classic's CodeBlock reads it). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * `@theme/CodeBlock`: `children` as a code block, highlighted by the build with the markup of a
 * fenced block of markdown (Shiki's two themes, title bar, copy button, line numbers), its
 * language from `language` or the `language-…` class, its title from `title` or the
 * `metastring`'s `title="…"`. A title that is not text, or an island's block, stays unhighlighted.
 */
export default function CodeBlock({
  children,
  className,
  language,
  title,
  metastring,
  showLineNumbers,
}: {
  children?: ReactNode;
  className?: string;
  language?: string;
  title?: ReactNode;
  metastring?: string;
  showLineNumbers?: boolean | number;
}) {
  const lang = language ?? className?.split(/\s+/).find((c) => c.startsWith('language-'))?.slice(9) ?? 'text';
  const metaTitle = /title=(["'])(.*?)\1/.exec(metastring ?? '')?.[2];
  const shownTitle = title ?? metaTitle;
  const code = Children.toArray(children).map(textOf).join('').replace(/\n$/, '');
  const numbered = (showLineNumbers !== undefined && showLineNumbers !== false) || /\bshowLineNumbers\b/.test(metastring ?? '');
  const host = useHost();
  const blockClass = `code-block language-${lang} ${ThemeClassNames.common.codeBlock}`;
  if (shownTitle === undefined || typeof shownTitle === 'string') {
    const meta = [
      // As MDX's <CodeBlock> writes it for the fenced block it stands for.
      typeof title === 'string' ? (title.includes('"') ? `title='${title}'` : `title="${title}"`) : '',
      showLineNumbers !== undefined && showLineNumbers !== false ? 'showLineNumbers' : '',
      metastring ?? '',
    ];
    const html = host.highlight?.({ code, language: lang, meta: meta.filter(Boolean).join(' ') });
    if (html !== undefined) return <div className={blockClass} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div className={blockClass}>
      {shownTitle !== undefined && <div className="code-block-title">{shownTitle}</div>}
      <pre className={numbered ? 'code line-numbers' : 'code'} tabIndex={0} data-language={lang}>
        <code className={`language-${lang}`}>{code}</code>
      </pre>
      <button type="button" className="copy-button" aria-label="Copy code to clipboard" title="Copy">
        Copy
      </button>
    </div>
  );
}
