// What a customer brings and how to prepare (one document, id "preparation"): rich text the confirmation and the reminder emails show, read when each is sent.
import { ClipboardIcon } from '@sanity/icons/Clipboard';
import { defineField, defineType } from 'sanity';

export const preparation = defineType({
  name: 'preparation',
  title: 'Preparation',
  type: 'document',
  icon: ClipboardIcon,
  fields: [
    defineField({
      name: 'whatToBring',
      title: 'What to bring',
      description:
        'What the customer brings to the appointment, shown in the confirmation and reminder emails.',
      type: 'localeBlockContent',
      validation: (rule) =>
        rule.required().error('Add what to bring: the confirmation email shows it.'),
    }),
    defineField({
      name: 'howToPrepare',
      title: 'How to prepare',
      description:
        'How to prepare for the examination (food, clothing, implants), shown in the confirmation and reminder emails.',
      type: 'localeBlockContent',
      validation: (rule) =>
        rule.required().error('Add how to prepare: the confirmation email shows it.'),
    }),
  ],
  preview: { prepare: () => ({ title: 'Preparation' }) },
});
