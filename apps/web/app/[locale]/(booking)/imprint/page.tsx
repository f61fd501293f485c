// /[locale]/imprint: the imprint text from content (a legalPage document), in the booking frame with its footer.
import { legalPageRoute } from '@/features/legal/legal-page';

const route = legalPageRoute('imprint');

export const generateMetadata = route.generateMetadata;
export default route.LegalPage;
