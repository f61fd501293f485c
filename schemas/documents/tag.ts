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
    titleField(),
    defineField({ name: 'notionId', title: 'Notion id', type: 'string' }),
    defineField({
      name: 'color',
      title: 'Colour',
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
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'title.en', subtitle: 'color' } },
});
