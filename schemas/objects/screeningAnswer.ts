// One answer a customer may give to a safety question, and what it means for booking online: fine, the clinic's attention, or not online.
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle';
import { type CustomValidator, defineField, defineType } from 'sanity';

/** The keys answers are sent and checked by: what the storefront and the API compare. */
export const SCREENING_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const screeningKeyRule: CustomValidator<unknown> = (value) =>
  typeof value === 'string' && SCREENING_KEY.test(value)
    ? true
    : 'Use lower-case letters, digits and single dashes, e.g. yes-eyes.';

export const SCREENING_OUTCOMES = [
  { title: 'Fine: nothing to do', value: 'fine' },
  { title: 'Needs the clinic’s attention: bookable, staff are told', value: 'attention' },
  {
    title: 'Cannot be booked online: the customer is asked to contact the clinic',
    value: 'blocked',
  },
];

const isBlocked = (parent: unknown) =>
  typeof parent === 'object' && parent !== null && Reflect.get(parent, 'outcome') === 'blocked';

export const screeningAnswer = defineType({
  name: 'screeningAnswer',
  title: 'Answer',
  type: 'object',
  icon: CheckmarkCircleIcon,
  fields: [
    defineField({
      name: 'value',
      title: 'Key',
      description:
        'A short key for this answer, e.g. "no", "yes" or "yes-eyes": lower-case letters, digits and dashes. Changing it makes earlier answers unknown.',
      type: 'string',
      validation: (rule) => rule.required().custom(screeningKeyRule),
    }),
    defineField({
      name: 'label',
      title: 'Answer',
      description: 'The words the customer chooses, in each language, e.g. "Yes".',
      type: 'localeString',
      validation: (rule) => rule.required().error('Add the answer’s words, in English at least.'),
    }),
    defineField({
      name: 'outcome',
      title: 'Outcome',
      description: 'What this answer means for booking online.',
      type: 'string',
      options: { list: SCREENING_OUTCOMES, layout: 'radio' },
      initialValue: 'fine',
      validation: (rule) => rule.required().error('Choose what this answer means.'),
    }),
    defineField({
      name: 'reason',
      title: 'Why it cannot be booked online',
      description:
        'Shown to the customer in plain words with the clinic’s phone and email under it, e.g. "With a pacemaker an MRI needs a radiologist’s advice first."',
      type: 'localeText',
      hidden: ({ parent }) => !isBlocked(parent),
      validation: (rule) =>
        rule.custom((value, context) =>
          isBlocked(context.parent) && (value === undefined || value === null)
            ? 'Say why this answer cannot be booked online.'
            : true,
        ),
    }),
  ],
  preview: {
    select: { title: 'label.en', outcome: 'outcome', value: 'value' },
    prepare: ({ title, outcome, value }: { title?: string; outcome?: string; value?: string }) => ({
      title: title ?? value ?? 'Answer',
      subtitle: outcome ?? 'outcome missing',
    }),
  },
});
