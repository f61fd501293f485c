// The MRI safety questions as the summary draws them: in the page's language, with the rules' keys and outcomes, and the clinic's contact.
import type { ScreeningOutcome, ScreeningQuestion } from '@/booking/screening';
import type { Language, Location } from '@/booking/types';

export interface ScreeningChoiceView {
  value: string;
  label: string;
  outcome: ScreeningOutcome;
  reason: string | null;
}

export interface ScreeningQuestionView {
  key: string;
  order: number;
  question: string;
  help: string | null;
  checkupSlugs: string[];
  answers: ScreeningChoiceView[];
}

/** Where a customer whose answer cannot be booked online gets advice. */
export interface ClinicContact {
  phone: string;
  email: string;
}

/** Each clinic's own contact by location slug, the market's support contact where a field is blank. */
export type ClinicContacts = Readonly<Record<string, ClinicContact>>;

export function clinicContactsOf(
  locations: readonly Pick<Location, 'slug' | 'contact'>[],
  market: ClinicContact,
): ClinicContacts {
  return Object.fromEntries(
    locations.map((location) => [
      location.slug,
      {
        phone: location.contact?.phone?.trim() || market.phone,
        email: location.contact?.email?.trim() || market.email,
      },
    ]),
  );
}

/** The contact a blocked answer offers: the booked clinic's, else the market's. */
export function contactFor(
  contacts: ClinicContacts | undefined,
  locationSlug: string | null | undefined,
  market: ClinicContact,
): ClinicContact {
  return (locationSlug ? contacts?.[locationSlug] : undefined) ?? market;
}

export function screeningView(
  questions: readonly ScreeningQuestion[],
  language: Language,
): ScreeningQuestionView[] {
  return questions.map((question) => ({
    key: question.key,
    order: question.order,
    question: question.question[language],
    help: question.help?.[language] ?? null,
    checkupSlugs: question.checkupSlugs,
    answers: question.answers.map((answer) => ({
      value: answer.value,
      label: answer.label[language],
      outcome: answer.outcome,
      reason: answer.reason?.[language] ?? null,
    })),
  }));
}
