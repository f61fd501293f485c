// Site-wide settings (one document, id "siteSettings"): brand name, support contacts, legal links, redirects.
import { CogIcon } from '@sanity/icons/Cog';
import { LinkIcon } from '@sanity/icons/Link';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { uniqueRedirectSources } from '../objects/redirect';

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  fields: [
    defineField({
      name: 'brandName',
      title: 'Brand name',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'supportEmail',
      title: 'Support email',
      type: 'email',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'supportPhone',
      title: 'Support phone',
      description: 'International format, e.g. +41 44 505 12 00.',
      type: 'string',
      validation: (rule) =>
        rule.required().regex(/^\+[\d ]{8,20}$/, { name: 'international phone number' }),
    }),
    defineField({
      name: 'legalLinks',
      title: 'Legal links',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'legalLink',
          title: 'Legal link',
          type: 'object',
          icon: LinkIcon,
          fields: [
            defineField({
              name: 'label',
              title: 'Label',
              type: 'localeString',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'url',
              title: 'URL',
              type: 'url',
              validation: (rule) => rule.required().uri({ scheme: ['https'], allowRelative: true }),
            }),
          ],
          preview: { select: { title: 'label.en', subtitle: 'url' } },
        }),
      ],
    }),
    defineField({
      name: 'redirects',
      title: 'Redirects',
      description:
        'Paths the site sends elsewhere, e.g. an old campaign address. Checked before the page or its 404.',
      type: 'array',
      of: [defineArrayMember({ type: 'redirect' })],
      validation: (rule) => rule.custom(uniqueRedirectSources),
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
