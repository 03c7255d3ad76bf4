import { Children, isValidElement, type HTMLAttributes, type ImgHTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '../../Head.tsx';
import Link from '../../Link.tsx';
import Admonition from '../Admonition.tsx';
import Details from '../Details.tsx';
import Heading from '../Heading.tsx';
import MDXCode from './Code.tsx';

type Props<T = HTMLElement> = HTMLAttributes<T> & { id?: string };

/** A list holding a task item (`- [ ]`) gets `contains-task-list`, as theme-classic's MDXUl. */
function MDXUl(props: Props<HTMLUListElement>) {
  const tasks = Children.toArray(props.children).some(
    (child) => isValidElement<{ className?: string }>(child) && child.props.className?.includes('task-list-item'),
  );
  return <ul {...props} className={clsx(props.className, tasks && 'contains-task-list')} />;
}

/**
 * `@theme/MDXComponents` (theme-classic's `MDXComponents/index.tsx`): the components an MDX
 * page's elements are drawn with, for the modules that draw markdown themselves with them (the
 * typedoc-api plugin's `Markdown`). Compiled pages get theirs from the renderer.
 */
const MDXComponents = {
  Head,
  details: Details,
  Details,
  code: MDXCode,
  a: (props: Props<HTMLAnchorElement> & { href?: string }) => <Link {...props} />,
  // Docusaurus 3's MDXPre: the code block draws its own `pre`.
  pre: (props: { children?: ReactNode }) => <>{props.children}</>,
  ul: MDXUl,
  li: (props: Props<HTMLLIElement>) => <li {...props} />,
  img: (props: ImgHTMLAttributes<HTMLImageElement>) => <img decoding="async" loading="lazy" {...props} />,
  h1: (props: Props<HTMLHeadingElement>) => <Heading as="h1" {...props} />,
  h2: (props: Props<HTMLHeadingElement>) => <Heading as="h2" {...props} />,
  h3: (props: Props<HTMLHeadingElement>) => <Heading as="h3" {...props} />,
  h4: (props: Props<HTMLHeadingElement>) => <Heading as="h4" {...props} />,
  h5: (props: Props<HTMLHeadingElement>) => <Heading as="h5" {...props} />,
  h6: (props: Props<HTMLHeadingElement>) => <Heading as="h6" {...props} />,
  admonition: Admonition,
};

export default MDXComponents;
