// /[locale]/terms: the terms text from content (a legalPage document), in the booking frame with its footer.
import { legalPageRoute } from '@/features/legal/legal-page';

const route = legalPageRoute('terms');

export const generateMetadata = route.generateMetadata;
export default route.LegalPage;
