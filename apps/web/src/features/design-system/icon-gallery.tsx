// The icon page's content: every icon of the set with its name, services first.
import type { ReactNode } from 'react';
import { Icon, UI_ICON_NAMES } from '@/ui/icons/icon';
import { SERVICE_ICON_NAMES, ServiceIcon } from '@/ui/icons/service-icon';
import styles from './design-system.module.css';
import { PageHeader } from './page-header';

function Gallery<Name extends string>({
  title,
  names,
  draw,
}: {
  title: string;
  names: readonly Name[];
  draw: (name: Name) => ReactNode;
}) {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.icons}>
        {names.map((name) => (
          <li key={name} className={styles.iconCard} data-icon-name={name}>
            {draw(name)}
            <code className={styles.code}>{name}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function IconGallery() {
  return (
    <main className={styles.page}>
      <PageHeader title="Icons">
        Inline SVG, 24 × 24, drawn in the current text colour.{' '}
        <a href="/_design-system">All components</a>
      </PageHeader>
      <Gallery
        title="Service icons"
        names={SERVICE_ICON_NAMES}
        draw={(name) => <ServiceIcon name={name} size={32} />}
      />
      <Gallery
        title="Interface icons"
        names={UI_ICON_NAMES}
        draw={(name) => <Icon name={name} size={32} />}
      />
    </main>
  );
}
