// The check-up packages of a market: title, description, duration, included services and both prices.
import { currencyOf, languageOf, marketOf } from '@/booking/locale';
import { formatMoney } from '@/booking/money';
import type { Checkup, Locale, Service } from '@/booking/types';
import { interpolate } from '@/ui/copy';
import styles from './checkup-list.module.css';

interface Props {
  locale: Locale;
  checkups: Checkup[];
  services: Service[];
  copy: Record<string, string>;
}

export function CheckupList({ locale, checkups, services, copy }: Props) {
  const language = languageOf(locale);
  const currency = currencyOf(marketOf(locale));
  const titleOf = new Map(services.map((service) => [service.slug, service.title[language]]));
  return (
    <section className={styles.step} aria-labelledby="checkup-heading">
      <h1 id="checkup-heading">{copy['checkup.heading'] ?? 'Choose your check-up'}</h1>
      {copy['checkup.intro'] ? <p className={styles.intro}>{copy['checkup.intro']}</p> : null}
      <ul className={styles.list}>
        {checkups.map((checkup) => {
          const price = checkup.price[currency];
          const pairPrice = checkup.priceTwoPerson[currency];
          const included = checkup.includedServiceSlugs.flatMap((slug) => titleOf.get(slug) ?? []);
          return (
            <li key={checkup.slug} className={styles.card} data-checkup={checkup.slug}>
              <h2>{checkup.title[language]}</h2>
              <p>{checkup.description[language]}</p>
              <p className={styles.duration}>
                {interpolate(copy['checkup.duration'] ?? '{minutes} min', {
                  minutes: checkup.durationMinutes,
                })}
              </p>
              {included.length > 0 ? (
                <>
                  <h3>{copy['checkup.included'] ?? 'Included'}</h3>
                  <ul className={styles.included}>
                    {included.map((title) => (
                      <li key={title}>{title}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              {price !== null ? (
                <p className={styles.price}>{formatMoney(price, currency, locale)}</p>
              ) : null}
              {pairPrice !== null ? (
                <p className={styles.pair}>
                  {copy['checkup.bookForTwo'] ?? 'Book for two'}: {checkup.twoPersonTitle[language]}{' '}
                  · {formatMoney(pairPrice, currency, locale)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
