// A short text in English, German and French (titles, labels, addresses).
import { TranslateIcon } from '@sanity/icons/Translate';
import { defineType } from 'sanity';
import { languageFields } from './languages';

export const localeString = defineType({
  name: 'localeString',
  title: 'Localised string',
  type: 'object',
  icon: TranslateIcon,
  fields: languageFields('string'),
  preview: { select: { title: 'en', subtitle: 'de' } },
});
