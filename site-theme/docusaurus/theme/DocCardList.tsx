import clsx from 'clsx';
import type { DocsPropSidebarItem } from '../../shared/docusaurus-host.ts';
import { useCurrentSidebarCategory } from '../plugin-content-docs-client.tsx';
import DocCard from './DocCard.tsx';

// `@theme/DocCardList` (theme-classic's DocCardList/index.tsx): the cards of the given sidebar
// items, or, without `items`, of the current category's (on a category's index page), two a row.
// Unlisted docs and HTML items are left out, as Docusaurus's `filterDocCardListItems` does.

function CurrentCategory({ className }: { className?: string }) {
  const category = useCurrentSidebarCategory();
  return <DocCardList items={category.items} className={className} />;
}

export default function DocCardList({
  items,
  className,
}: {
  items?: DocsPropSidebarItem[];
  className?: string | undefined;
}) {
  if (!items) return <CurrentCategory className={className} />;
  const shown = items.filter(
    (item) => item.type !== 'html' && !(item.type === 'link' && item.unlisted === true),
  );
  return (
    <section className={clsx('row', className)}>
      {shown.map((item, index) => (
        <article key={index} className="col col--6 margin-bottom--lg">
          <DocCard item={item} />
        </article>
      ))}
    </section>
  );
}
