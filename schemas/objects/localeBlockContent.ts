// Rich text (Portable Text) in English, German and French.
import { BlockContentIcon } from '@sanity/icons/BlockContent';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { LANGUAGES } from '../constants';

export const localeBlockContent = defineType({
  name: 'localeBlockContent',
  title: 'Localised rich text',
  type: 'object',
  icon: BlockContentIcon,
  fields: LANGUAGES.map(({ id, title }) =>
    defineField({
      name: id,
      title,
      type: 'array',
      of: [defineArrayMember({ type: 'block' })],
      validation: (rule) =>
        id === 'en'
          ? rule.required().error('English is required: it is shown when a translation is missing.')
          : rule.required().warning(`${title} is missing: English is shown instead.`),
    }),
  ),
});
