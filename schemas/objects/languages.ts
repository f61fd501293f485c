// One field per language for the localised object types: English required, German and French flagged when missing.
import { defineField } from 'sanity';
import { LANGUAGES } from '../constants';

type LanguageFieldType = 'string' | 'text';

export function languageFields(type: LanguageFieldType) {
  return LANGUAGES.map(({ id, title }) =>
    defineField({
      name: id,
      title,
      type,
      ...(type === 'text' ? { rows: 3 } : {}),
      validation: (rule) =>
        id === 'en'
          ? rule.required().error('English is required: it is shown when a translation is missing.')
          : rule.required().warning(`${title} is missing: English is shown instead.`),
    }),
  );
}
