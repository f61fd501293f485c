// The localised 404 of a `notFound()`. It reads no request (no headers, no cookies), because Next.js draws this
// boundary into every page under the locale, and the step pages are prerendered; the screen takes its locale from the route.
import { getSiteSettings } from '@/content/catalogue';
import { LazyNotFoundScreen } from '@/steps/error-screen/lazy-screens';

export default async function NotFound() {
  const settings = await getSiteSettings();
  return <LazyNotFoundScreen brandName={settings?.brandName ?? 'Nova'} />;
}
