// A longer plain text in English, German and French (descriptions, notices, UI copy).
import { TranslateIcon } from '@sanity/icons/Translate';
import { defineType } from 'sanity';
import { languageFields } from './languages';

export const localeText = defineType({
  name: 'localeText',
  title: 'Localised text',
  type: 'object',
  icon: TranslateIcon,
  fields: languageFields('text'),
  preview: { select: { title: 'en', subtitle: 'de' } },
});
