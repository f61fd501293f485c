// The locale pages' inline script that remembers the visited locale in its cookie: the proxy no longer sets it in the page's answer, which a shared cache keeps.
import type { Locale } from '@/booking/types';
import { rememberLocaleScript } from './locale-links';

export function RememberLocaleScript({ locale }: { locale: Locale }) {
  // Run by the HTML parser where it stands; hydration does not run it again.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code, serialised from locale-links.ts
  return <script dangerouslySetInnerHTML={{ __html: rememberLocaleScript(locale) }} />;
}
