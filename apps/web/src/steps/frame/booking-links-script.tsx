// The one inline script of the booking pages: booking links and forms carry the current address's booking query even before the page's scripts have loaded.
import { ADDRESS_PARAMS } from '@/booking/query-state';
import { bookingLinksScript } from './booking-links';

const SOURCE = bookingLinksScript(ADDRESS_PARAMS);

export function BookingLinksScript() {
  // Rendered by the server and run by the HTML parser where it stands; hydration does not run it again.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code, serialised from booking-links.ts
  return <script dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
