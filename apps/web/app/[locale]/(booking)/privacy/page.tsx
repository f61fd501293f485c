// /[locale]/privacy: the privacy notice from content (a legalPage document), in the booking frame with its footer.
import { legalPageRoute } from '@/features/legal/legal-page';

const route = legalPageRoute('privacy');

export const generateMetadata = route.generateMetadata;
export default route.LegalPage;
