// Any JSON value gets an answer: too deep, prototype-named keys, NUL characters and wrong JSON types are refused before a schema casts them.
import { array, boolean, mixed, number, object, string } from 'yup';
import {
  isRecord,
  isStorableText,
  jsonShapeProblem,
  MAX_JSON_DEPTH,
  separateWrongTypes,
} from './untrusted-json';
import { MESSAGES, validatePayload } from './validation';

function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** What JSON.parse makes of a body: `__proto__` becomes an own key, not the prototype. */
const parsed = (text: string): unknown => JSON.parse(text);

describe('a JSON object', () => {
  it('is an object whose fields may be read, never null or a list', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord(parsed('{"error": "x"}'))).toBe(true);
    for (const value of [null, undefined, [], ['x'], 'x', 5, true])
      expect(isRecord(value)).toBe(false);
  });
});

describe('the shape of untrusted JSON', () => {
  it('accepts a real payload', () => {
    expect(
      jsonShapeProblem({
        reservationData: { personalData: { firstName: 'Anna' }, services: ['dxa'] },
      }),
    ).toBeNull();
  });

  it('refuses nesting deeper than the cap, however deep, without overflowing the stack', () => {
    expect(jsonShapeProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonShapeProblem(nested(MAX_JSON_DEPTH + 1))?.problem).toBe('too-deep');
    expect(jsonShapeProblem(parsed(`${'['.repeat(50_000)}${']'.repeat(50_000)}`))?.problem).toBe(
      'too-deep',
    );
  });

  it('refuses keys named like Object.prototype members, and names where', () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(jsonShapeProblem(parsed(`{"reservationData": {"${key}": {}}}`))).toEqual({
        problem: 'prototype-key',
        path: `reservationData.${key}`,
      });
    }
    // As values they are plain text.
    expect(jsonShapeProblem({ checkupSlug: 'constructor' })).toBeNull();
  });

  it('refuses a NUL character in a value or a key', () => {
    expect(jsonShapeProblem({ services: ['d\u0000xa'] })).toEqual({
      problem: 'unstorable-text',
      path: 'services[0]',
    });
    expect(jsonShapeProblem(parsed('{"a\\u0000": 1}'))?.problem).toBe('unstorable-text');
  });

  it('refuses a lone surrogate in a value or a key, and keeps a pair', () => {
    expect(jsonShapeProblem(parsed('{"personalData": {"firstName": "A\\ud800"}}'))).toEqual({
      problem: 'unstorable-text',
      path: 'personalData.firstName',
    });
    expect(jsonShapeProblem(parsed('{"street": ["\\udc00x"]}'))?.path).toBe('street[0]');
    expect(jsonShapeProblem(parsed('{"\\udbff": 1}'))?.problem).toBe('unstorable-text');
    expect(jsonShapeProblem(parsed('{"firstName": "\\ud83d\\ude00 \\uffff"}'))).toBeNull();
  });

  it('tells storable text from text PostgreSQL refuses', () => {
    expect(isStorableText('Zoë 😀 \u{10FFFF}')).toBe(true);
    for (const text of ['\u0000', 'a\ud800', '\udfff', '\ude00\ud83d'])
      expect(isStorableText(text)).toBe(false);
  });
});

const schema = object({
  checkupSlug: string().trim().required(),
  services: array(string().trim().required()).default([]),
  installmentMonths: number().default(0),
  isPartnerBooking: boolean().default(false),
  country: mixed().oneOf(['ch', 'de']).required(),
  personalData: object({ firstName: string().trim().required() }).required(),
});

describe('the JSON types a schema declares', () => {
  it('leaves out every value whose JSON type differs, and names its path', () => {
    expect(
      separateWrongTypes(schema.describe(), {
        checkupSlug: ['whole_body_scan'],
        services: ['dxa', { slug: 'x' }],
        installmentMonths: '6',
        isPartnerBooking: 'true',
        country: 5,
        personalData: 'Anna',
      }),
    ).toEqual({
      value: {
        checkupSlug: undefined,
        services: ['dxa', undefined],
        installmentMonths: undefined,
        isPartnerBooking: undefined,
        country: 5,
        personalData: undefined,
      },
      wrongTypePaths: [
        'checkupSlug',
        'services[1]',
        'installmentMonths',
        'isPartnerBooking',
        'personalData',
      ],
    });
  });

  it('leaves missing and null values, and unknown keys, to the schema', () => {
    const input = { checkupSlug: null, extra: [1] };
    expect(separateWrongTypes(schema.describe(), input)).toEqual({
      value: input,
      wrongTypePaths: [],
    });
    expect(separateWrongTypes(schema.describe(), 'not an object')).toEqual({
      value: undefined,
      wrongTypePaths: [''],
    });
  });
});

describe('validatePayload on any JSON value', () => {
  it('refuses a list where a string belongs as validation-failed, where yup’s trim would crash', () => {
    expect(
      validatePayload(schema, { checkupSlug: [], country: 'ch', personalData: { firstName: 'A' } }),
    ).toEqual({
      ok: false,
      error: 'validation-failed',
      fields: ['checkupSlug'],
      messages: { checkupSlug: MESSAGES.format },
    });
  });

  it('names the other fields at fault beside one of the wrong type', () => {
    expect(validatePayload(schema, { checkupSlug: 5, country: 'xx' })).toMatchObject({
      ok: false,
      fields: ['checkupSlug', 'country', 'personalData.firstName'],
    });
  });

  it('refuses a prototype-named key, where yup would look it up as a field', () => {
    const result = validatePayload(schema, parsed('{"constructor": "", "country": "ch"}'));
    expect(result).toMatchObject({
      ok: false,
      error: 'validation-failed',
      fields: ['constructor'],
    });
  });

  it('answers every other JSON value at the root', () => {
    for (const input of [null, 5, 'text', true, [], nested(5000)]) {
      expect(validatePayload(schema, input)).toMatchObject({
        ok: false,
        error: 'validation-failed',
      });
    }
  });

  it('still accepts and trims a valid payload', () => {
    expect(
      validatePayload(schema, {
        checkupSlug: ' whole_body_scan ',
        country: 'ch',
        personalData: { firstName: 'Anna' },
      }),
    ).toEqual({
      ok: true,
      value: {
        checkupSlug: 'whole_body_scan',
        services: [],
        installmentMonths: 0,
        isPartnerBooking: false,
        country: 'ch',
        personalData: { firstName: 'Anna' },
      },
    });
  });
});
