import { Children, type ComponentProps, type HTMLAttributes } from 'react';
import CodeBlock from '../CodeBlock.tsx';

/**
 * `@theme/MDXComponents/Code` (theme-classic): code whose children are all one-line strings is
 * inline `<code>` (`@theme/CodeInline`), anything else a `@theme/CodeBlock`.
 */
export default function MDXCode(props: HTMLAttributes<HTMLElement>) {
  // An empty code block has no children: a block, as in Docusaurus.
  const inline =
    props.children !== undefined &&
    Children.toArray(props.children).every((child) => typeof child === 'string' && !child.includes('\n'));
  return inline ? <code {...props} /> : <CodeBlock {...(props as ComponentProps<typeof CodeBlock>)} />;
}
