// Rich text (Portable Text) in English, German and French: paragraphs, bullet and numbered lists, strong and emphasis, and links to https or this site's paths. No images, no headings.
import { BlockContentIcon } from '@sanity/icons/BlockContent';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { LANGUAGES, RICH_TEXT_LINK_TARGET } from '../constants';

/** The one kind of block editors write: what the storefront and the emails know how to draw. */
export const richTextBlock = defineArrayMember({
  type: 'block',
  styles: [{ title: 'Normal', value: 'normal' }],
  lists: [
    { title: 'Bullets', value: 'bullet' },
    { title: 'Numbers', value: 'number' },
  ],
  marks: {
    decorators: [
      { title: 'Strong', value: 'strong' },
      { title: 'Emphasis', value: 'em' },
    ],
    annotations: [
      defineArrayMember({
        name: 'link',
        title: 'Link',
        type: 'object',
        fields: [
          defineField({
            name: 'href',
            title: 'Address',
            description: 'https://… for another site, or a path of this site such as /privacy.',
            type: 'string',
            validation: (rule) =>
              rule
                .required()
                .custom((href) =>
                  typeof href !== 'string' || RICH_TEXT_LINK_TARGET.test(href)
                    ? true
                    : 'Start the address with https:// or with / for a page of this site (e.g. /privacy).',
                ),
          }),
        ],
      }),
    ],
  },
});

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
      of: [richTextBlock],
      validation: (rule) =>
        id === 'en'
          ? rule.required().error('English is required: it is shown when a translation is missing.')
          : rule.required().warning(`${title} is missing: English is shown instead.`),
    }),
  ),
});
