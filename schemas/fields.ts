// Field definitions that several document types share: the localised title and the booking slug.
import { defineField } from 'sanity';
import { slugFormat } from './rules';

export function titleField(extra: { group?: string } = {}) {
  return defineField({
    name: 'title',
    title: 'Title',
    type: 'localeString',
    ...extra,
    validation: (rule) => rule.required(),
  });
}

/** The slug that booking links carry, e.g. `?checkup=…`; `queryParameter` names it for editors. */
export function slugField(queryParameter: string, extra: { group?: string } = {}) {
  return defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    description: `Used in booking links (?${queryParameter}=…); changing it breaks shared links.`,
    ...extra,
    options: { source: 'title.en', maxLength: 64 },
    validation: (rule) => rule.required().custom(slugFormat),
  });
}
