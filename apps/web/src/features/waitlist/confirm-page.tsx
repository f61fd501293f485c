// The waiting list's confirmation page, where the email sent on joining leads: a button confirms the address (a mail scanner's visit confirms nothing); then it says the visitor is on the list, in their language.
import type { ConfirmOutcome } from '@/booking/waitlist';
import type { PlainKey } from '@/ui/copy';
import { tokenPageRoute } from './token-page';

const SAID: Record<ConfirmOutcome, { key: PlainKey; role: 'status' | 'alert' }> = {
  confirmed: { key: 'waitlist.confirm.done', role: 'status' },
  'day-full': { key: 'errors.waitlist-day-full', role: 'alert' },
  invalid: { key: 'errors.waitlist-link-invalid', role: 'alert' },
};

function isOutcome(value: string | null): value is ConfirmOutcome {
  return value !== null && Object.hasOwn(SAID, value);
}

export function confirmPageRoute() {
  const route = tokenPageRoute({
    copy: {
      heading: 'waitlist.confirm.heading',
      intro: 'waitlist.confirm.intro',
      button: 'waitlist.confirm.button',
      missing: 'waitlist.confirm.missing',
    },
    action: '/api/waitlist/confirm',
    outcome: (query, copy) => {
      const result = query('result');
      if (!isOutcome(result)) return null;
      return { text: copy.text(SAID[result].key), role: SAID[result].role };
    },
  });
  return { generateMetadata: route.generateMetadata, ConfirmPage: route.TokenFormPage };
}
