// A legal text of the site (terms, privacy notice, imprint): its title and its rich text in English, German and French, shown at /<locale>/<kind>.
import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { defineField, defineType } from 'sanity';
import { LEGAL_PAGE_KINDS } from '../constants';
import { uniqueField } from '../rules';

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: 'kind',
      title: 'Page',
      description: 'Which page this text is: its address is /<locale>/<page>, e.g. /de-ch/privacy.',
      type: 'string',
      options: {
        list: LEGAL_PAGE_KINDS.map((value) => ({ title: value, value })),
        layout: 'radio',
      },
      validation: (rule) => rule.required().custom(uniqueField('legalPage', 'kind')),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      description: 'The heading of the page and its name in the footer, in each language.',
      type: 'localeString',
      validation: (rule) =>
        rule.required().error('Add a title: the footer links to the page by it.'),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      description:
        'The whole text of the page, in each language. Links go to https:// addresses or to a page of this site such as /privacy.',
      type: 'localeBlockContent',
      validation: (rule) => rule.required().error('Add the text of the page.'),
    }),
  ],
  preview: { select: { title: 'title.en', subtitle: 'kind' } },
});
