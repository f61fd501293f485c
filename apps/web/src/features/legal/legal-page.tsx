// The site's legal pages (terms, privacy notice, imprint): an editor's rich text in the page's language, inside the booking frame; the imprint's company and the terms' seller and cancellation policy come from site settings, the one place they are written.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  type CancellationPolicy,
  cancellationPolicyOf,
  policyLines,
} from '@/booking/cancellation-policy';
import { intlLocaleOf, isLocale, languageOf, marketOf } from '@/booking/locale';
import type { LegalPageKind, Locale } from '@/booking/types';
import { pageTitle } from '@/client/page-title';
import { getPageLegalPage, getPageSiteSettings, getPageUiCopy } from '@/content/catalogue';
import { type LegalEntity, marketLegalEntity } from '@/content/legal-entity';
import { type SupportContact, supportContactOf } from '@/content/support-contacts';
import { copyReader, loadMessageFormat, needsMessageFormat, type UiCopyReader } from '@/ui/copy';
import { RichText } from '@/ui/rich-text/rich-text';
import styles from './legal-page.module.css';

type Params = { params: Promise<{ locale: string }> };

/** The imprint's facts: the market's company (site settings), its register and contact. */
function ImprintFacts({
  entity,
  support,
  copy,
}: {
  entity: LegalEntity;
  support: SupportContact;
  copy: UiCopyReader;
}) {
  return (
    <dl className={styles.facts}>
      <dt>{copy.text('imprint.company')}</dt>
      <dd>
        <address>
          {[entity.name, ...entity.addressLines].map((line) => (
            <span key={line} className={styles.line}>
              {line}
            </span>
          ))}
        </address>
      </dd>
      {entity.registerNumber ? (
        <>
          <dt>{copy.text('footer.imprint.register')}</dt>
          <dd>{entity.registerNumber}</dd>
        </>
      ) : null}
      {entity.responsiblePerson ? (
        <>
          <dt>{copy.text('footer.imprint.responsible')}</dt>
          <dd>{entity.responsiblePerson}</dd>
        </>
      ) : null}
      <dt>{copy.text('imprint.contact')}</dt>
      <dd>
        <span className={styles.line}>
          <a href={`mailto:${support.email}`}>{support.email}</a>
        </span>
        <span className={styles.line}>
          <a href={`tel:${support.phone.replace(/\s/g, '')}`}>{support.phone}</a>
        </span>
      </dd>
    </dl>
  );
}

/** The terms' cancellation section: every step of site settings' policy, in words. */
function PolicySection({ policy, copy }: { policy: CancellationPolicy; copy: UiCopyReader }) {
  const lines = policyLines(policy);
  const say = (line: (typeof lines.full)[number]) =>
    line.kind === 'tier'
      ? copy.format('terms.policy.tier', { percent: line.refundPercent, hours: line.hoursBefore })
      : line.kind === 'tierUntilStart'
        ? copy.format('terms.policy.tierUntilStart', { percent: line.refundPercent })
        : copy.format('terms.policy.noRefund', { hours: line.hoursBefore });
  return (
    <section aria-labelledby="policy-heading" className={styles.body}>
      <h2 id="policy-heading">{copy.text('terms.policy.heading')}</h2>
      <p>{copy.text('terms.policy.intro')}</p>
      <h3>{copy.text('terms.policy.full')}</h3>
      <ul>
        {lines.full.map((line) => (
          <li key={`${line.kind}-${line.hoursBefore}`}>{say(line)}</li>
        ))}
        <li>{copy.text('terms.policy.instalments')}</li>
      </ul>
      <h3>{copy.text('terms.policy.downpayment')}</h3>
      <ul>
        {lines.downpayment.map((line) => (
          <li key={`${line.kind}-${line.hoursBefore}`}>{say(line)}</li>
        ))}
      </ul>
      <p>{copy.format('terms.policy.move', { hours: lines.rescheduleCutoffHours })}</p>
    </section>
  );
}

async function serverCopy(locale: Locale): Promise<UiCopyReader> {
  const copy = await getPageUiCopy(locale);
  if (needsMessageFormat(Object.values(copy))) await loadMessageFormat();
  return copyReader(copy, intlLocaleOf(locale));
}

/** The page and its metadata for one kind of legal text; a locale or a text that does not exist is a 404. */
export function legalPageRoute(kind: LegalPageKind) {
  async function content({ params }: Params) {
    const { locale } = await params;
    if (!isLocale(locale)) return null;
    const page = await getPageLegalPage(kind, languageOf(locale));
    return page ? { locale, page } : null;
  }

  async function generateMetadata(props: Params): Promise<Metadata> {
    const found = await content(props);
    if (found === null) return {};
    const settings = await getPageSiteSettings();
    return { title: pageTitle(found.page.title, settings?.brandName ?? 'Nova') };
  }

  async function LegalPage(props: Params) {
    const found = await content(props);
    if (found === null) notFound();
    const { locale } = found;
    const market = marketOf(locale);
    const [settings, copy] = await Promise.all([getPageSiteSettings(), serverCopy(locale)]);
    const entity = marketLegalEntity(settings, market);
    return (
      <article className={styles.page} aria-labelledby="legal-heading">
        <h1 id="legal-heading">{found.page.title}</h1>
        {kind === 'imprint' && entity !== null && settings !== null ? (
          <ImprintFacts entity={entity} support={supportContactOf(settings, market)} copy={copy} />
        ) : null}
        {kind === 'terms' && entity !== null ? (
          <p className={styles.body}>
            {copy.format('terms.seller', {
              company: entity.name,
              address: entity.addressLines.join(', '),
            })}
          </p>
        ) : null}
        <RichText value={found.page.body} locale={locale} className={styles.body} />
        {kind === 'terms' ? (
          <PolicySection policy={cancellationPolicyOf(settings?.cancellationPolicy)} copy={copy} />
        ) : null}
      </article>
    );
  }

  return { generateMetadata, LegalPage };
}
