// One string of the storefront's interface or error catalogue, in English, German and French.
import { TextIcon } from '@sanity/icons/Text';
import { defineField, defineType } from 'sanity';
import { uniqueField } from '../rules';

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
      validation: (rule) =>
        rule
          .required()
          .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/, { name: 'dot-separated key' })
          .custom(uniqueField('uiCopy', 'key')),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      description:
        'Placeholders in braces ({minutes}) are filled in by the storefront; keep them as they are.',
      type: 'localeText',
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{ title: 'Key', name: 'key', by: [{ field: 'key', direction: 'asc' }] }],
  preview: { select: { title: 'key', subtitle: 'text.en' } },
});
