// /[locale]/waitlist-confirm?token=…: where the waiting list's confirmation email leads; a button confirms (a link scanner's visit changes nothing).
import { confirmPageRoute } from '@/features/waitlist/confirm-page';

const route = confirmPageRoute();

export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.ConfirmPage;
