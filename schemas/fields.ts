// Field definitions that several document types share: the localised title and the booking slug.
import { defineField } from 'sanity';
import { slugFormat } from './rules';

export function titleField(extra: { group?: string; description?: string } = {}) {
  return defineField({
    name: 'title',
    title: 'Title',
    type: 'localeString',
    description: 'The name customers see, in each language.',
    ...extra,
    validation: (rule) => rule.required().error('Add the title, in English at least.'),
  });
}

/** The slug that booking links carry, e.g. `?checkup=…`; `queryParameter` names it for editors. */
export function slugField(queryParameter: string, extra: { group?: string } = {}) {
  return defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    description: `Press “Generate” to make it from the English title. Used in booking links (?${queryParameter}=…); changing it breaks shared links.`,
    ...extra,
    options: { source: 'title.en', maxLength: 64 },
    // One chain: the slug type's own uniqueness check runs once per rule. A missing slug reads
    // "Required"; the description above says how to make one.
    validation: (rule) => rule.required().custom(slugFormat),
  });
}
