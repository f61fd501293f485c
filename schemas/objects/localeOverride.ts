// One locale's own wording of a UI copy text, where a country words it apart from the language (Straße in Germany, Strasse in Switzerland).
import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe';
import { defineField, defineType } from 'sanity';
import { LOCALE_OPTIONS } from '../constants';

export const localeOverride = defineType({
  name: 'localeOverride',
  title: 'Wording for one locale',
  type: 'object',
  icon: EarthGlobeIcon,
  fields: [
    defineField({
      name: 'locale',
      title: 'Locale',
      description: 'The language in one country whose pages show this wording.',
      type: 'string',
      options: { list: LOCALE_OPTIONS, layout: 'dropdown' },
      validation: (rule) => rule.required().error('Choose the locale this wording is for.'),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      description: 'Shown in this locale instead of its language’s text; same placeholders.',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().error('Add the wording, or remove this entry.'),
    }),
  ],
  preview: { select: { title: 'locale', subtitle: 'text' } },
});
