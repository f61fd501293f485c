// A market's legal entity (site settings): the company that sells there and what its imprint names, read by the footer, imprint, terms, receipt and emails.
import { CaseIcon } from '@sanity/icons/Case';
import { defineField, defineType } from 'sanity';

export const legalEntity = defineType({
  name: 'legalEntity',
  title: 'Legal entity and imprint',
  type: 'object',
  icon: CaseIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Company name',
      description:
        'The registered name of the company that sells in this market, e.g. Nova Health GmbH.',
      type: 'string',
      validation: (rule) => rule.required().error('Add the company’s registered name.'),
    }),
    defineField({
      name: 'address',
      title: 'Address',
      description:
        'The registered postal address, one line per line of the letter (street, postcode and town, country).',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().error('Add the company’s registered address.'),
    }),
    defineField({
      name: 'registerNumber',
      title: 'Commercial register',
      description:
        'Register and number as the register office writes them, e.g. CHE-123.456.789 or HRB 123456, Amtsgericht München.',
      type: 'string',
      validation: (rule) =>
        rule.required().error('Add the commercial register entry (register and number).'),
    }),
    defineField({
      name: 'responsiblePerson',
      title: 'Responsible for the content',
      description:
        'The person legally responsible for the site’s content in this market: the name only, as it is shown in every language (the label says what they are responsible for).',
      type: 'string',
      validation: (rule) => rule.required().error('Add the person responsible for the content.'),
    }),
  ],
  preview: {
    select: { title: 'name', subtitle: 'registerNumber' },
  },
});
