// /[locale]/timeslot: the date and time step; the shared step page checks the locale and the guards first.

import { STEP_COPY_PREFIXES } from '@/steps/step-copy';
import { stepMetadata } from '@/steps/step-metadata';
import { bookingStepPage } from '@/steps/step-page';
import { timeslotNoteTexts } from '@/steps/timeslot/timeslot-notes';
import { TimeslotPage } from '@/steps/timeslot/timeslot-page';

export const generateMetadata = stepMetadata('timeslot.heading');

export default bookingStepPage(STEP_COPY_PREFIXES['timeslot'], (data, locale) => {
  const { services, notes } = timeslotNoteTexts(data.view.services, locale);
  return (
    <TimeslotPage
      locale={locale}
      checkups={data.view.checkups.map(({ slug, includedServiceSlugs }) => ({
        slug,
        includedServiceSlugs,
      }))}
      services={services}
      notes={notes}
      bookingHorizonDays={data.bookingHorizonDays}
    />
  );
});
