import type { ReactNode } from 'react';
import type { DocsPropSidebarItem } from '../../shared/docusaurus-host.ts';
import { findFirstSidebarItemLink } from '../docs-sidebar-utils.ts';
import isInternalUrl from '../isInternalUrl.ts';
import Link from '../Link.tsx';
import { useDocById } from '../plugin-content-docs-client.tsx';
import { usePluralForm } from '../theme-common.tsx';
import { translate } from '../Translate.tsx';
import Heading from './Heading.tsx';

// `@theme/DocCard` (theme-classic's DocCard/index.tsx): a card of a sidebar item, as the
// category index pages and `<DocCardList />` show it: the item's label, and its doc's
// description, or the number of items of a category. Infima's `card`; the class names of its
// CSS module are the theme's own (`doc-card…`).

function CardLayout({
  href,
  icon,
  title,
  description,
}: {
  href: string;
  icon: ReactNode;
  title: string;
  description?: string | undefined;
}) {
  return (
    <Link href={href} className="card padding--lg doc-card">
      <Heading as="h2" className="text--truncate doc-card__title" title={title}>
        {icon} {title}
      </Heading>
      {description ? (
        <p className="text--truncate doc-card__description" title={description}>
          {description}
        </p>
      ) : undefined}
    </Link>
  );
}

function CardCategory({ item }: { item: Extract<DocsPropSidebarItem, { type: 'category' }> }) {
  const href = findFirstSidebarItemLink(item);
  const { selectMessage } = usePluralForm();
  if (!href) return null;
  const count = item.items.length;
  const description = selectMessage(
    count,
    translate(
      { id: 'theme.docs.DocCard.categoryDescription.plurals', message: '1 item|{count} items' },
      { count },
    ),
  );
  return <CardLayout href={href} icon="🗃️" title={item.label} description={description} />;
}

function CardLink({ item }: { item: Extract<DocsPropSidebarItem, { type: 'link' }> }) {
  const icon = isInternalUrl(item.href) ? '📄️' : '🔗';
  const doc = useDocById(item.docId);
  return <CardLayout href={item.href} icon={icon} title={item.label} description={doc?.description} />;
}

export default function DocCard({ item }: { item: DocsPropSidebarItem }) {
  if (item.type === 'link') return <CardLink item={item} />;
  if (item.type === 'category') return <CardCategory item={item} />;
  throw new Error(`DocCard: unsupported item type ${item.type}`);
}
