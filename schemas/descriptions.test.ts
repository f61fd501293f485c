// Every field an editor fills in says in plain words what it does: the Studio shows the description under the field's title.
import { isObjectSchemaType, type ObjectSchemaType } from '@sanity/types';
import { compiledSchema } from './compiled';
import { schemaTypes } from './index';

/**
 * Rich-text fields being converted to Portable Text (issue #19, rich text), described there.
 * `localeBlockContent` is that rich text's own type.
 */
const DESCRIBED_ELSEWHERE = new Set([
  'checkup.description',
  'service.description',
  'service.modalText',
  'service.modalInfoText',
  'service.timeslotInfo',
  'localeBlockContent',
]);

/** Sanity's own object types: their parts (a slug's `current`, a position's `lat`) are its widgets. */
const BUILT_IN = new Set(['slug', 'geopoint']);

function undescribed(type: ObjectSchemaType, path: string, seen: Set<string>): string[] {
  if (DESCRIBED_ELSEWHERE.has(path)) return [];
  return type.fields.flatMap((field) => {
    const fieldPath = `${path}.${field.name}`;
    if (DESCRIBED_ELSEWHERE.has(fieldPath) || field.type.hidden === true) return [];
    const own = field.type.description ? [] : [fieldPath];
    // An inline object's fields are the editor's too; a named object type is checked on its own.
    const inner =
      isObjectSchemaType(field.type) && !seen.has(field.type.name) && !BUILT_IN.has(field.type.name)
        ? undescribed(field.type, fieldPath, seen)
        : [];
    return [...own, ...inner];
  });
}

describe('the fields editors fill in', () => {
  it('each carry a description', () => {
    const named = new Set(schemaTypes.map((type) => type.name));
    const missing = schemaTypes.flatMap(({ name }) => {
      const type = compiledSchema.get(name);
      return isObjectSchemaType(type) ? undescribed(type, name, named) : [];
    });
    expect(missing).toEqual([]);
  });
});
