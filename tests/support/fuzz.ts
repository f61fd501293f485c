// Mutations of valid request bodies and queries for the API fuzz tests: wrong types, keys named like Object.prototype members, deep nesting, far dates, nulls and text PostgreSQL cannot store.
import fc from 'fast-check';
import { isUserErrorId } from '../../apps/web/src/booking/errors';
import { logger } from '../../apps/web/src/server/log';
import type { Answer } from './api';

/** Fixed, so a failure repeats; fast-check prints it (and the shrunk input) when a property fails. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_270_301);
/** Per route: enough to reach every field a few times, few enough for a 2-core machine. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 120);

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** `__proto__`, `constructor`, `toString`, `hasOwnProperty`, …: names a lookup by key may find on any object. */
export const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype);

/** Dates and instants past the booking horizon, past what Date can hold, or not dates at all. */
export const FAR_DATES = [
  '9999-12-31',
  '275760-09-13',
  '+275760-09-13',
  '9999-12-31T23:45:00+01:00',
  '9999-12-31T23:59:59+14:00',
  '+275760-09-13T00:00:00.000Z',
  '275760-09-13T00:00:00Z',
  '0000-01-01',
  '0001-01-01T00:00:00Z',
  '2099-06-01',
  '2099-06-01T10:00:00+02:00',
  '2027-02-29',
  '1e309',
  'Infinity',
  'NaN',
];

/** Text PostgreSQL refuses in text and jsonb: lone surrogates of either half, NUL. */
export const UNSTORABLE_TEXTS = ['\ud800', 'Anna\udbff', '\udc00Muster', 'Z\u0000rich'];

/** `redirect` values that are no address (`new URL` throws on them) or name another site. */
export const UNPARSABLE_ADDRESSES = [
  'http://[',
  'https://a b',
  'http://%zz',
  'http://:80',
  'https://',
  '//elsewhere.example',
  '/\\elsewhere.example',
  'javascript:alert(1)',
];

/**
 * What every field is set to in turn (everyFieldReplaced): null where an optional field's absence
 * is meant, starts far past the horizon (year 9999 ends in year 10000, which PostgreSQL cannot
 * read), and text PostgreSQL cannot store.
 */
export const FIELD_SWEEP_VALUES: Json[] = [
  null,
  '9999-12-31T23:45:00+01:00',
  '9999-12-31',
  ...UNSTORABLE_TEXTS,
];

function nested(depth: number, leaf: Json): Json {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

/** An object whose only key names a prototype member, the way JSON.parse would make it. */
function withOwnKey(key: string, value: Json): JsonObject {
  const object: JsonObject = {};
  Object.defineProperty(object, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return object;
}

const prototypeKeyed: fc.Arbitrary<JsonObject> = fc
  .tuple(
    fc.constantFrom(...PROTOTYPE_KEYS),
    fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant({})),
  )
  .map(([key, value]) => withOwnKey(key, value));

/** Anything JSON can carry where a field's value belongs. */
export const nastyValue: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
  fc.constantFrom<Json>(...FAR_DATES),
  fc.constantFrom<Json>(...PROTOTYPE_KEYS),
  fc.constantFrom<Json>(1e308, -1, 0.5, 2 ** 53 + 2, -0, '', ' ', 'ü'.repeat(400), null),
  fc.constantFrom<Json>(...UNSTORABLE_TEXTS),
  fc.integer({ min: 20, max: 3_000 }).map((depth) => nested(depth, 'x')),
  prototypeKeyed,
);

type Path = (string | number)[];

/** Where a mutation may land: every value down to a depth far below the nesting it may insert. */
function pathsOf(value: Json, path: Path = []): Path[] {
  const here = [path];
  if (path.length >= 12) return here;
  if (Array.isArray(value))
    return [...here, ...value.flatMap((item, i) => pathsOf(item, [...path, i]))];
  if (value !== null && typeof value === 'object') {
    return [
      ...here,
      ...Object.keys(value).flatMap((key) => pathsOf(value[key] ?? null, [...path, key])),
    ];
  }
  return here;
}

function parentOf(root: Json, path: Path): Json {
  let current = root;
  for (const step of path) {
    if (Array.isArray(current) && typeof step === 'number') current = current[step] ?? null;
    else if (current !== null && typeof current === 'object' && !Array.isArray(current))
      current = current[String(step)] ?? null;
  }
  return current;
}

function setAt(parent: Json, key: string | number, value: Json): void {
  if (Array.isArray(parent) && typeof key === 'number') parent[key] = value;
  else if (parent !== null && typeof parent === 'object' && !Array.isArray(parent)) {
    Object.defineProperty(parent, String(key), {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
}

type Mutation =
  | { kind: 'replace'; at: number; value: Json }
  | { kind: 'add'; at: number; key: string; value: Json }
  | { kind: 'remove'; at: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: nastyValue }),
  fc.record({
    kind: fc.constant('add' as const),
    at: fc.nat(),
    key: fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 })),
    value: nastyValue,
  }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
);

function applyMutation(root: Json, change: Mutation): Json {
  const paths = pathsOf(root);
  const path = paths[change.at % paths.length] ?? [];
  if (change.kind === 'add') {
    const target = parentOf(root, path);
    if (target === null || typeof target !== 'object' || Array.isArray(target)) return root;
    setAt(target, change.key, change.value);
    return root;
  }
  const last = path[path.length - 1];
  if (last === undefined) return change.kind === 'replace' ? change.value : null;
  const parent = parentOf(root, path.slice(0, -1));
  if (change.kind === 'replace') setAt(parent, last, change.value);
  else if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
  else if (parent !== null && typeof parent === 'object') delete (parent as JsonObject)[last];
  return root;
}

/**
 * The valid body once for each value at each place in it (objects and lists too, the body itself
 * not): exhaustive where the random mutations only sample, so a field no run happened to reach
 * (the start time, an optional list) is still set to null, a far date and unstorable text.
 */
export function everyFieldReplaced(
  valid: Json,
  values: readonly Json[] = FIELD_SWEEP_VALUES,
): { path: string; value: Json; body: Json }[] {
  return pathsOf(valid)
    .filter((path) => path.length > 0)
    .flatMap((path) =>
      values.map((value) => {
        const body = JSON.parse(JSON.stringify(valid)) as Json;
        const last = path[path.length - 1] ?? '';
        setAt(parentOf(body, path.slice(0, -1)), last, value);
        return { path: path.join('.'), value, body };
      }),
    );
}

/** The valid body with one to three of its values replaced, keys added or keys removed. */
export function mutatedBody(valid: Json): fc.Arbitrary<Json> {
  return fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((changes) =>
      changes.reduce<Json>(
        (body, change) => applyMutation(body, change),
        JSON.parse(JSON.stringify(valid)) as Json,
      ),
    );
}

/** A body as the wire carries it: mostly mutated JSON, sometimes not JSON or nested far too deep. */
export function mutatedBodyText(valid: Json): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: mutatedBody(valid).map((body) => JSON.stringify(body)) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 100, max: 20_000 })
        .map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );
}

const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...FAR_DATES),
  fc.constantFrom(...PROTOTYPE_KEYS),
  fc.constantFrom('', ' ', ',', ',,,', 'true', '1', 'null', '[]', '{}', 'a'.repeat(400), '%00'),
  fc.constantFrom(...UNSTORABLE_TEXTS, ...UNPARSABLE_ADDRESSES),
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
);

type QueryMutation =
  | { kind: 'replace'; at: number; value: string }
  | { kind: 'add'; name: string; value: string }
  | { kind: 'remove'; at: number };

const queryMutation: fc.Arbitrary<QueryMutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: nastyText }),
  fc.record({
    kind: fc.constant('add' as const),
    name: fc.oneof(
      fc.constantFrom(...PROTOTYPE_KEYS),
      fc.constantFrom(
        'services',
        'servicesPartner',
        'partner',
        'startDate',
        'timeSlotStart',
        'days',
      ),
      fc.string({ maxLength: 12 }),
    ),
    value: nastyText,
  }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
);

/** The valid query with parameters replaced, repeated, added (prototype names too) or removed. */
export function mutatedQuery(valid: Record<string, string>): fc.Arbitrary<URLSearchParams> {
  return fc.array(queryMutation, { minLength: 1, maxLength: 3 }).map((changes) => {
    const entries: [string, string][] = Object.entries(valid);
    for (const change of changes) {
      if (change.kind === 'add') {
        entries.push([change.name, change.value]);
        continue;
      }
      if (entries.length === 0) continue;
      const index = change.at % entries.length;
      const entry = entries[index];
      if (entry === undefined) continue;
      if (change.kind === 'replace') entries[index] = [entry[0], change.value];
      else entries.splice(index, 1);
    }
    return new URLSearchParams(entries);
  });
}

/** Refusals the fuzzing provokes are logged by design: kept out of the test output. */
export function quietServerLog(): void {
  beforeAll(() => {
    for (const level of ['debug', 'info', 'warn', 'error'] as const) {
      jest.spyOn(logger, level).mockImplementation(() => undefined);
    }
  });
  afterAll(() => jest.restoreAllMocks());
}

type Handler = (request: Request) => Promise<Response>;

/** Calls a route handler; the answer's body is read as JSON when it is JSON (the calendar answers a file). */
export async function callRoute(
  handler: Handler,
  path: string,
  init: {
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    query?: URLSearchParams;
  } = {},
): Promise<Answer> {
  const url = new URL(`http://localhost${path}`);
  if (init.query) url.search = init.query.toString();
  const response = await handler(
    new Request(url, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: init.body }),
    }),
  );
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return {
    status: response.status,
    body: isJson && text !== '' ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

/**
 * What every answer to untrusted input must be: never a 5xx, and a refusal names an error id of
 * the catalogue (or one of `extraIds`, for routes outside the booking API such as the webhooks).
 */
export function expectNoServerError(answer: Answer, extraIds: readonly string[] = []): void {
  expect(answer.status).toBeLessThan(500);
  if (answer.status >= 400) {
    const id = answer.body.error;
    expect(typeof id === 'string' && (isUserErrorId(id) || extraIds.includes(id))).toBe(true);
  }
}
