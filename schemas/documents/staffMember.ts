// A clinic staff member: who may sign in to the staff pages (issue 40) and which clinics' day sheets they see. Published changes apply at their next request, without a deploy.
import { UsersIcon } from '@sanity/icons/Users';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { uniqueField } from '../rules';

export const staffMember = defineType({
  name: 'staffMember',
  title: 'Staff member',
  type: 'document',
  icon: UsersIcon,
  fields: [
    defineField({
      name: 'email',
      title: 'Work email',
      description:
        'The address the one-time sign-in link is sent to. Remove the document (or every clinic) to take access away; it applies at their next click.',
      type: 'string',
      validation: (rule) => [
        rule.required().email().error('Add the person’s work email address.'),
        rule.custom(uniqueField('staffMember', 'email')),
      ],
    }),
    defineField({
      name: 'name',
      title: 'Name',
      description: 'Shown on the staff pages and in the audit log’s reports.',
      type: 'string',
      validation: (rule) => rule.required().error('Add the person’s name.'),
    }),
    defineField({
      name: 'clinics',
      title: 'Clinics',
      description: 'The clinics whose day sheets, exports and calendar addresses this person sees.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'location' }] })],
      validation: (rule) => [
        rule.required().min(1).error('Choose at least one clinic.'),
        rule.unique().error('Remove the clinic listed twice.'),
      ],
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'email' } },
});
