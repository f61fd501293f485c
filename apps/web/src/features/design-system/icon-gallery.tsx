// The icon page's content: every icon of the set with its name, services first.
import { Icon, type IconName, SERVICE_ICON_NAMES, UI_ICON_NAMES } from '@/ui/icons/icon';
import styles from './design-system.module.css';
import { PageHeader } from './page-header';

function Gallery({ title, names }: { title: string; names: readonly IconName[] }) {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.icons}>
        {names.map((name) => (
          <li key={name} className={styles.iconCard} data-icon-name={name}>
            <Icon name={name} size={32} />
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
      <Gallery title="Service icons" names={SERVICE_ICON_NAMES} />
      <Gallery title="Interface icons" names={UI_ICON_NAMES} />
    </main>
  );
}
