// The services' time slot notices drawn on the server: the step receives nodes, so @portabletext/react is in no client chunk of it.
import type { ReactNode } from 'react';
import { richTextWords } from '@/booking/rich-text';
import type { Locale } from '@/booking/types';
import { RichText } from '@/ui/rich-text/rich-text';
import type { ServiceView } from '../step-views';
import type { TimeslotService } from './timeslot-page';

/**
 * Each notice once, drawn, by an id; and which notice each service shows. Two services with the
 * same words (the breast check-up alone or added) share one id, so the step shows it once.
 */
export function timeslotNoteTexts(
  services: readonly ServiceView[],
  locale: Locale,
): { services: TimeslotService[]; notes: Readonly<Record<string, ReactNode>> } {
  const ids = new Map<string, string>();
  const notes: Record<string, ReactNode> = {};
  const noted: TimeslotService[] = [];
  for (const service of services) {
    const note = service.timeslotInfo;
    if (note === null) continue;
    const words = richTextWords(note).trim();
    if (words === '') continue;
    let id = ids.get(words);
    if (id === undefined) {
      id = `note-${ids.size}`;
      ids.set(words, id);
      notes[id] = <RichText value={note} locale={locale} />;
    }
    noted.push({ slug: service.slug, note: id });
  }
  return { services: noted, notes };
}
