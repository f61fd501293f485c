// One field per language for the localised object types: English required, German and French flagged when missing.
import { defineField } from 'sanity';
import { LANGUAGES } from '../constants';

type LanguageFieldType = 'string' | 'text';

/** Where each language's text is shown, for the editor typing it. */
const SHOWN_ON = {
  en: 'Shown on the English pages, and wherever a translation is missing.',
  de: 'Shown on the German pages of Switzerland and Germany.',
  fr: 'Shown on the French pages (Switzerland).',
} as const;

export function languageFields(type: LanguageFieldType) {
  return LANGUAGES.map(({ id, title }) =>
    defineField({
      name: id,
      title,
      description: SHOWN_ON[id],
      type,
      ...(type === 'text' ? { rows: 3 } : {}),
      validation: (rule) =>
        id === 'en'
          ? rule
              .required()
              .error('Add the English text: it is shown when a translation is missing.')
          : rule.required().warning(`Add the ${title} text: until then English is shown.`),
    }),
  );
}
