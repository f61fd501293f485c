// /[locale]/waitlist-unsubscribe?token=…: where a waiting-list email's unsubscribe link leads; a button confirms (a link scanner's visit changes nothing).
import { unsubscribePageRoute } from '@/features/waitlist/unsubscribe-page';

const route = unsubscribePageRoute();

export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.UnsubscribePage;
