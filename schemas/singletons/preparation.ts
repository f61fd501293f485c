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
      type: 'localeBlockContent',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'howToPrepare',
      title: 'How to prepare',
      type: 'localeBlockContent',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Preparation' }) },
});
