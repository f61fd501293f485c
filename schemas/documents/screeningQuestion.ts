// A safety question asked before paying for the check-ups it names (an MRI's contraindications), with what each answer means for booking online.
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { screeningKeyRule } from '../objects/screeningAnswer';
import { isRecord, uniqueField } from '../rules';

/** The answers' keys, for the rule that no two answers of a question share one. */
const answerKeys = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((answer) =>
        isRecord(answer) && typeof answer.value === 'string' ? [answer.value] : [],
      )
    : [];

export const screeningQuestion = defineType({
  name: 'screeningQuestion',
  title: 'Safety question',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      description:
        'A short key for the question, e.g. "pacemaker": lower-case letters, digits and dashes. The storefront sends answers under it; changing it makes earlier answers unknown.',
      type: 'string',
      validation: (rule) => [
        rule.required().custom(screeningKeyRule),
        rule.custom(uniqueField('screeningQuestion', 'key')),
      ],
    }),
    defineField({
      name: 'order',
      title: 'Order',
      description: 'Position among the questions of a check-up: lower numbers come first.',
      type: 'number',
      validation: (rule) => [
        rule.required().error('Add the position, e.g. 1.'),
        rule.integer().error('Use a whole number for the position, e.g. 1.'),
      ],
    }),
    defineField({
      name: 'question',
      title: 'Question',
      description:
        'Asked of each person before paying, in each language. Put limits in the words, e.g. "Do you weigh more than 150 kg?"',
      type: 'localeString',
      validation: (rule) => rule.required().error('Add the question, in English at least.'),
    }),
    defineField({
      name: 'help',
      title: 'Explanation',
      description: 'Optional words under the question: why it is asked or what counts.',
      type: 'localeText',
    }),
    defineField({
      name: 'checkups',
      title: 'Asked for',
      description: 'The check-ups whose customers answer this question before paying.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'checkup' }] })],
      validation: (rule) => [
        rule.required().min(1).error('Choose at least one check-up that asks this question.'),
        rule.unique().error('Remove the check-up listed twice.'),
      ],
    }),
    defineField({
      name: 'answers',
      title: 'Answers',
      description: 'The choices a customer has, each with what it means for booking online.',
      type: 'array',
      of: [defineArrayMember({ type: 'screeningAnswer' })],
      validation: (rule) => [
        rule.required().min(2).error('Give at least two answers, e.g. "No" and "Yes".'),
        rule.custom((value) => {
          const keys = answerKeys(value);
          return new Set(keys).size === keys.length ? true : 'Give each answer its own key.';
        }),
      ],
    }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'question.en', subtitle: 'key' } },
});
