// The waiting list's unsubscribe page: a button posts the email's token (a link scanner's visit changes nothing); then it says it is done.
import { tokenPageRoute } from './token-page';

export function unsubscribePageRoute() {
  const route = tokenPageRoute({
    copy: {
      heading: 'waitlist.unsubscribe.heading',
      intro: 'waitlist.unsubscribe.intro',
      button: 'waitlist.unsubscribe.button',
      missing: 'waitlist.unsubscribe.missing',
    },
    action: '/api/waitlist/unsubscribe',
    outcome: (query, copy) =>
      query('done') === '1'
        ? { text: copy.text('waitlist.unsubscribe.done'), role: 'status' }
        : null,
  });
  return { generateMetadata: route.generateMetadata, UnsubscribePage: route.TokenFormPage };
}
