// The seed dataset validates against the schema as the Studio would, and its references and translations are whole.
import { isReferenceSchemaType } from '@sanity/types';
import { describeMarkers, loadSeed, schemaProblems, validate } from './testing/validate';
import { missingTranslations } from './translations';
import { isOfType, walk } from './walk';

const seed = loadSeed();
const byId = new Map(seed.map((document) => [document._id, document]));
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

describe('the schema', () => {
  it('has no definition errors', () => {
    const errors = schemaProblems.flatMap((group) =>
      group.problems
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${JSON.stringify(group.path)}: ${problem.message}`),
    );
    expect(errors).toEqual([]);
  });
});

describe('the seed dataset', () => {
  it('gives every document a unique _id', () => {
    expect(byId.size).toBe(seed.length);
  });

  it.each(seed.map((document) => [document._id, document] as const))(
    '%s validates with no error or warning',
    async (_id, document) => {
      const result = await validate(document, seed);
      expect(describeMarkers(result.markers)).toEqual([]);
      // "passed" (not "notEvaluated"): the custom rules and the slug uniqueness check really ran.
      expect(result.status).toBe('passed');
    },
  );

  it('references only existing documents of an allowed type', () => {
    const broken = seed.flatMap((document) =>
      walk(document).flatMap(({ path, value, type }) => {
        if (!isReferenceSchemaType(type) || !isRecord(value)) return [];
        const target = typeof value._ref === 'string' ? byId.get(value._ref) : undefined;
        const allowed = type.to.map((to) => to.name);
        return target && allowed.includes(target._type) ? [] : [`${path} → ${String(value._ref)}`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('fills every localised field in en, de and fr', () => {
    const localised = seed.flatMap((document) =>
      walk(document).filter(
        ({ type }) => isOfType(type, 'localeString') || isOfType(type, 'localeText'),
      ),
    );
    // The walk finds every localised object the file holds (none sits where the schema does not expect it).
    const raw = JSON.stringify(seed).match(/"_type":"locale(String|Text)"/g) ?? [];
    expect(localised.length).toBe(raw.length);
    expect(missingTranslations(seed)).toEqual([]);
  });

  it('keys every array item uniquely within its array', () => {
    const duplicates = seed.flatMap((document) =>
      walk(document).flatMap(({ path, value }) => {
        if (!Array.isArray(value)) return [];
        const keys = value.flatMap((item) => (isRecord(item) ? [item._key] : []));
        const keyed = keys.every((key) => typeof key === 'string' && key !== '');
        return keyed && new Set(keys).size === keys.length ? [] : [path];
      }),
    );
    expect(duplicates).toEqual([]);
  });
});
