// Stripe's side of the contract for the stand-in: decodes a request's form encoding as Stripe does, checks it against the
// schema of its route (tests/stripe-contract/schemas/, generated from the `stripe` package) and checks the stand-in's answers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { routeOf, type StripeRoute } from './routes';

const SCHEMAS = join(__dirname, 'schemas');

export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** The keys of `a[b][0][c]`: `a`, `b`, `0`, `c`. */
function keysOf(name: string): string[] {
  const first = name.indexOf('[');
  if (first < 0) return [name];
  const rest = [...name.slice(first).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '');
  return [name.slice(0, first), ...rest];
}

/** Objects whose keys are 0, 1, … are arrays, as the SDK encodes them (`items[0][price]`). */
function withArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = Object.entries(value).map(([key, each]) => [key, withArrays(each)] as const);
  if (keys.length > 0 && keys.every((key, index) => key === String(index)))
    return entries.map(([, each]) => each);
  return Object.fromEntries(entries);
}

/** Stripe's form encoding (bracketed keys, indexed arrays) as the nested object it stands for; every leaf a string. */
export function decodeForm(form: URLSearchParams): Record<string, FormValue> {
  const decoded: { [key: string]: FormValue } = {};
  for (const [name, value] of form) {
    const keys = keysOf(name);
    let node: { [key: string]: FormValue } = decoded;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next === 'object' && !Array.isArray(next)) node = next;
      else {
        const created: { [key: string]: FormValue } = {};
        node[key] = created;
        node = created;
      }
    });
  }
  return withArrays(decoded) as Record<string, FormValue>;
}

// A form carries strings only: Stripe reads "1000" as an integer and "true" as a boolean where its schema says so.
const requests = new Ajv({ strict: false, coerceTypes: true, allErrors: false });
const answers = new Ajv({ strict: false, allErrors: true });
const compiled = new Map<string, ValidateFunction>();
let responsesAdded = false;

function requestValidator(type: string): ValidateFunction {
  const known = compiled.get(type);
  if (known) return known;
  const schema = JSON.parse(readFileSync(join(SCHEMAS, `${type}.json`), 'utf8'));
  const validate = requests.compile(schema);
  compiled.set(type, validate);
  return validate;
}

function answerValidator(type: string, list: boolean): ValidateFunction {
  const key = `answer:${type}:${list}`;
  const known = compiled.get(key);
  if (known) return known;
  if (!responsesAdded) {
    answers.addSchema(
      JSON.parse(readFileSync(join(SCHEMAS, 'responses.json'), 'utf8')),
      'responses.json',
    );
    responsesAdded = true;
  }
  const one = { $ref: `responses.json#/definitions/${encodeURIComponent(type)}` };
  const validate = answers.compile(
    list
      ? {
          type: 'object',
          required: ['object', 'data', 'has_more', 'url'],
          properties: {
            object: { const: 'list' },
            data: { type: 'array', items: one },
            has_more: { type: 'boolean' },
            url: { type: 'string' },
          },
          additionalProperties: false,
        }
      : one,
  );
  compiled.set(key, validate);
  return validate;
}

/** `phases[0][iterations]`, as Stripe names a parameter in its errors. */
function paramOf(error: ErrorObject): string {
  const segments = error.instancePath.split('/').slice(1);
  if (error.keyword === 'additionalProperties')
    segments.push(String(error.params.additionalProperty));
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  const [first = '', ...rest] = segments.map((segment) =>
    segment.replace(/~1/g, '/').replace(/~0/g, '~'),
  );
  return `${first}${rest.map((segment) => `[${segment}]`).join('')}`;
}

/** The most specific of a failed validation's errors: the deepest, as Stripe names the innermost parameter. */
function mostSpecific(errors: ErrorObject[]): ErrorObject | undefined {
  return [...errors].sort((a, b) => paramOf(b).length - paramOf(a).length)[0];
}

function messageOf(error: ErrorObject, param: string): string {
  switch (error.keyword) {
    case 'additionalProperties':
      return `Received unknown parameter: ${param}`;
    case 'required':
      return `Missing required param: ${param}.`;
    case 'enum':
    case 'const':
      return `Invalid ${param}: must be one of ${JSON.stringify(error.params.allowedValues ?? error.params.allowedValue)}`;
    default:
      return `Invalid ${param}: ${error.message ?? 'not accepted'}`;
  }
}

export interface StripeRequestRefusal {
  type: 'invalid_request_error';
  param: string;
  message: string;
}

export type CheckedRequest =
  | { route: StripeRoute; params: Record<string, FormValue>; refusal: null }
  | {
      route: StripeRoute | undefined;
      params: Record<string, FormValue>;
      refusal: StripeRequestRefusal;
    };

/** A request as Stripe reads it, with the refusal Stripe would answer when its route's schema does not accept it. */
export function checkRequest(method: string, path: string, form: URLSearchParams): CheckedRequest {
  const params = decodeForm(form);
  const route = routeOf(method, path);
  if (route === undefined)
    return {
      route,
      params,
      refusal: {
        type: 'invalid_request_error',
        param: '',
        message: `Nova's contract names no call ${method} ${path} (tests/stripe-contract/routes.ts).`,
      },
    };
  const validate = requestValidator(route.request);
  // Validated (and coerced) on a copy: the decoded strings stay as they came.
  const coerced = structuredClone(params);
  if (validate(coerced)) return { route, params, refusal: null };
  const error = mostSpecific(validate.errors ?? []);
  const param = error ? paramOf(error) : '';
  return {
    route,
    params,
    refusal: {
      type: 'invalid_request_error',
      param,
      message: error ? messageOf(error, param) : 'Invalid request',
    },
  };
}

/** What is wrong with an answer of `route` against the SDK's type of the object (nothing: an empty list). */
export function answerProblems(route: StripeRoute, answer: unknown): string[] {
  const validate = answerValidator(route.response, route.list === true);
  if (validate(answer)) return [];
  return (validate.errors ?? []).map(
    (error) =>
      `${route.method} ${route.path} answers ${route.list ? 'a list of ' : ''}${route.response} that is not Stripe's: ${error.instancePath || '/'} ${error.message ?? ''}${error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : ''}`,
  );
}

/** What is wrong with an object Stripe sends otherwise (a webhook event's `data.object`) against the SDK's type. */
export function objectProblems(type: string, object: unknown): string[] {
  const validate = answerValidator(type, false);
  if (validate(object)) return [];
  return (validate.errors ?? []).map(
    (error) =>
      `${type} is not Stripe's: ${error.instancePath || '/'} ${error.message ?? ''}${error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : ''}`,
  );
}
