// Tests only. The seed's UI copy in one language, as editors wrote it: a page or component shown in each language's own words.
import { findSeedPath, loadSeed } from '@/content/seed';

export function seedCopyIn(language: 'en' | 'de' | 'fr'): Record<string, string> {
  const copy: Record<string, string> = {};
  for (const document of loadSeed(findSeedPath(__dirname))) {
    if (document._type !== 'uiCopy') continue;
    const { key, text } = document as unknown as { key: string; text: Record<string, string> };
    const said = text[language];
    if (said !== undefined) copy[key] = said;
  }
  return copy;
}
