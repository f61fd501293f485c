// The check-ups' descriptions drawn on the server: the step's cards receive them as nodes, so @portabletext/react is in no client chunk.
import type { Locale } from '@/booking/types';
import { RichText } from '@/ui/rich-text/rich-text';
import type { RichTextNodes } from '@/ui/rich-text/rich-text-nodes';
import type { CheckupCardView, CheckupView } from '../step-views';
import styles from './checkup-step.module.css';

/** Each check-up's description by its slug, as its card draws it. */
export function checkupDescriptions(
  checkups: readonly CheckupView[],
  locale: Locale,
): RichTextNodes {
  return Object.fromEntries(
    checkups.map((checkup) => [
      checkup.slug,
      <RichText
        key={checkup.slug}
        value={checkup.description}
        locale={locale}
        className={styles.description}
      />,
    ]),
  );
}

/** The check-ups without their descriptions' blocks: the page sends the drawn text only. */
export function withoutDescriptions(checkups: readonly CheckupView[]): CheckupCardView[] {
  return checkups.map(({ description: _drawn, ...rest }) => rest);
}
