// A label shown on services ("Popular", "Recommended for women", "Coming soon").
import { TagsIcon } from '@sanity/icons/Tags';
import { defineField, defineType } from 'sanity';
import { titleField } from '../fields';

export const tag = defineType({
  name: 'tag',
  title: 'Tag',
  type: 'document',
  icon: TagsIcon,
  fields: [
    titleField({ description: 'The label’s words, in each language.' }),
    defineField({
      name: 'notionId',
      title: 'Notion id',
      description: 'The tag’s id in Notion, kept for the content import. Leave it as it is.',
      type: 'string',
    }),
    defineField({
      name: 'color',
      title: 'Colour',
      description: 'How the label is drawn: the brand colour, a calm blue, or grey.',
      type: 'string',
      options: {
        list: [
          { title: 'Brand', value: 'brand' },
          { title: 'Info', value: 'info' },
          { title: 'Default', value: 'default' },
        ],
        layout: 'radio',
      },
      initialValue: 'default',
      validation: (rule) => rule.required().error('Choose a colour.'),
    }),
  ],
  preview: { select: { title: 'title.en', subtitle: 'color' } },
});
