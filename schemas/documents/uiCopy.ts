// One string of the storefront's interface or error catalogue, in English, German and French.
import { TextIcon } from '@sanity/icons/Text';
import { defineField, defineType } from 'sanity';
import { isLocaleCode, LANGUAGE_CODES } from '../constants';
import { placeholdersOf, syntaxProblem } from '../placeholders';
import { uiCopyPreview } from '../previews';
import { isRecord, records, uniqueField } from '../rules';

/** The placeholder names of an ICU text, listed; empty for a text that is not valid ICU (reported on its own). */
function placeholders(text: unknown): string {
  if (typeof text !== 'string' || syntaxProblem(text) !== null) return '';
  return placeholdersOf(text).join(', ');
}

/** Each language written as valid ICU MessageFormat, naming the placeholders of the English text. */
function textProblem(value: unknown): string | true {
  if (!isRecord(value)) return true;
  for (const language of LANGUAGE_CODES) {
    const text = value[language];
    if (typeof text !== 'string' || text.trim() === '') continue;
    const syntax = syntaxProblem(text);
    if (syntax !== null)
      return `The ${language} text has a brace or plural out of place (${syntax}).`;
    const english = value.en;
    if (
      language !== 'en' &&
      typeof english === 'string' &&
      placeholders(text) !== placeholders(english)
    ) {
      return `Use the placeholders of the English text in the ${language} text: ${placeholders(english) || 'none'}.`;
    }
  }
  return true;
}

/**
 * Each locale once, and with the placeholders of its language's text: the storefront fills in
 * only what that text names.
 */
function overridesProblem(value: unknown, documentText: unknown): string | true {
  const seen = new Set<string>();
  for (const override of records(value)) {
    const locale = override.locale;
    if (!isLocaleCode(locale)) continue;
    if (seen.has(locale)) return `Remove one of the ${locale} wordings: each locale has one.`;
    seen.add(locale);
    const language = locale.slice(0, 2);
    const base = isRecord(documentText) ? documentText[language] || documentText.en : undefined;
    if (typeof base === 'string' && placeholders(override.text) !== placeholders(base)) {
      return `Use the placeholders of the ${language} text in the ${locale} wording: ${placeholders(base) || 'none'}.`;
    }
  }
  return true;
}

export const uiCopy = defineType({
  name: 'uiCopy',
  title: 'UI copy',
  type: 'document',
  icon: TextIcon,
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      description:
        'The id the storefront looks the text up by (errors.discount-code-invalid). Do not rename.',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Add the key the storefront looks the text up by.'),
        rule
          .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/, { name: 'dot-separated key' })
          .error('Use letters, digits and "-", parts joined by dots, e.g. footer.support.'),
        rule.custom(uniqueField('uiCopy', 'key')),
      ],
    }),
    defineField({
      name: 'text',
      title: 'Text',
      description:
        'ICU MessageFormat: placeholders in braces ({minutes}) are filled in by the storefront, keep them as they are; plurals read {count, plural, one {# day} other {# days}}.',
      type: 'localeText',
      validation: (rule) => [
        rule.required().error('Add the text, in English at least.'),
        rule.custom(textProblem).error(),
      ],
    }),
    defineField({
      name: 'localeOverrides',
      title: 'Wording per locale',
      description:
        'Only where one country words the text apart from its language, e.g. Straße for German in Germany (de-de) where Switzerland writes Strasse. A locale without an entry shows its language’s text above.',
      type: 'array',
      of: [{ type: 'localeOverride' }],
      validation: (rule) =>
        rule.custom((value, context) => overridesProblem(value, context.document?.text)),
    }),
  ],
  orderings: [{ title: 'Key', name: 'key', by: [{ field: 'key', direction: 'asc' }] }],
  preview: {
    select: { key: 'key', text: 'text.en', overrides: 'localeOverrides' },
    prepare: uiCopyPreview,
  },
});
