// Writes the JSON Schemas of every Stripe call Nova makes (tests/stripe-contract/schemas/) from the installed `stripe` package's
// TypeScript declarations, which Stripe generates from its OpenAPI description of the pinned API version; `--check` only says
// whether they are current.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type CompletedConfig,
  createFormatter,
  createParser,
  createProgram,
  DEFAULT_CONFIG,
  SchemaGenerator,
} from 'ts-json-schema-generator';
import type { TypeChecker } from 'typescript';
import { STRIPE_ROUTES } from '../tests/stripe-contract/routes';

const root = join(__dirname, '..');
const out = join(root, 'tests/stripe-contract/schemas');
const work = join(root, 'node_modules/.cache/nova-stripe-schemas');
const stripe = join(root, 'node_modules/stripe');
const check = process.argv.includes('--check');

/**
 * A copy of the SDK's declarations with its enums closed: the SDK joins every enum with
 * `OtherString` (any string) so that integrations tolerate new values Stripe answers with; in a
 * request that widening would let a misspelt value through, so here it is `never`.
 */
function closedDeclarations(): string {
  rmSync(work, { recursive: true, force: true });
  cpSync(join(stripe, 'esm'), join(work, 'esm'), {
    recursive: true,
    filter: (source) => !/\.(js|map)$/.test(source),
  });
  const shared = join(work, 'esm/shared.d.ts');
  const text = readFileSync(shared, 'utf8');
  const widened = 'export type OtherString = string & Record<never, never>;';
  if (!text.includes(widened))
    throw new Error(`stripe's shared.d.ts no longer declares ${widened}: narrow its enums anew.`);
  writeFileSync(shared, text.replace(widened, 'export type OtherString = never;'));
  const types = new Map<string, Set<string>>();
  for (const route of STRIPE_ROUTES) {
    const names = types.get(route.resource) ?? new Set<string>();
    names.add(route.request).add(route.response);
    types.set(route.resource, names);
  }
  const entry = join(work, 'esm/nova-entry.ts');
  writeFileSync(
    entry,
    [...types]
      .map(
        ([resource, names]) =>
          `export type { ${[...names].join(', ')} } from './resources/${resource}.js';`,
      )
      .join('\n'),
  );
  const tsconfig = join(work, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        strict: true,
        skipLibCheck: true,
        types: ['node'],
        typeRoots: [join(root, 'node_modules/@types')],
      },
      files: [entry],
    }),
  );
  return tsconfig;
}

/**
 * The generator names a definition by its qualified name without its module, so `Card` (a card
 * payment method) and `Card` of resources/Issuing/ would collide: a type declared in a subfolder
 * of the resources is named with the subfolder (`Issuing.Card`).
 */
function qualifyNamesBySubfolder(checker: TypeChecker): void {
  const qualified = checker.getFullyQualifiedName.bind(checker);
  checker.getFullyQualifiedName = (symbol) => {
    const name = qualified(symbol);
    const module = /^"[^"]*\/resources\/((?:[^"/]+\/)+)[^"/]+"\.(.*)$/.exec(name);
    return module ? `${(module[1] ?? '').replaceAll('/', '.')}${module[2]}` : name;
  };
}

/** The API version the installed SDK is generated for: the one Nova pins. */
function apiVersion(): string {
  const text = readFileSync(join(stripe, 'esm/apiVersion.d.ts'), 'utf8');
  return /"([^"]+)"/.exec(text)?.[1] ?? 'unknown';
}

function schemas(): Map<string, string> {
  const tsconfig = closedDeclarations();
  const config: CompletedConfig = {
    ...DEFAULT_CONFIG,
    path: join(work, 'esm/nova-entry.ts'),
    tsconfig,
    skipTypeCheck: true,
    jsDoc: 'none',
    additionalProperties: false,
    expose: 'all',
    topRef: true,
    sortProps: true,
  };
  const program = createProgram(config);
  qualifyNamesBySubfolder(program.getTypeChecker());
  const generator = new SchemaGenerator(
    program,
    createParser(program, config),
    createFormatter(config),
    config,
  );
  const version = JSON.parse(readFileSync(join(stripe, 'package.json'), 'utf8')).version as string;
  const files = new Map<string, string>();
  const comment = `stripe ${version}, API ${apiVersion()}: npm run stripe:schemas`;
  // A request schema per parameter type: small, each its own file.
  for (const name of [...new Set(STRIPE_ROUTES.map((route) => route.request))].sort()) {
    const schema = { $comment: comment, ...generator.createSchema(name) };
    files.set(`${name}.json`, `${JSON.stringify(schema, null, 1)}\n`);
  }
  // The objects answered reach one another (an intent's charge, its customer, …): one file of
  // definitions for all, each validated as `responses.json#/definitions/<Type>`.
  const definitions: Record<string, unknown> = {};
  for (const name of [...new Set(STRIPE_ROUTES.map((route) => route.response))].sort()) {
    for (const [key, value] of Object.entries(generator.createSchema(name).definitions ?? {})) {
      const known = definitions[key];
      if (known !== undefined && JSON.stringify(known) !== JSON.stringify(value))
        throw new Error(`Two response types define ${key} differently.`);
      definitions[key] = value;
    }
  }
  const sorted = Object.fromEntries(
    Object.entries(definitions).sort(([a], [b]) => a.localeCompare(b)),
  );
  const responses = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $comment: comment,
    definitions: sorted,
  };
  files.set('responses.json', `${JSON.stringify(responses, null, 1)}\n`);
  return files;
}

const files = schemas();
mkdirSync(out, { recursive: true });
let stale = 0;
const present = new Set(readdirSync(out));
for (const [name, text] of files) {
  present.delete(name);
  let current = '';
  try {
    current = readFileSync(join(out, name), 'utf8');
  } catch {
    current = '';
  }
  if (current === text) continue;
  stale += 1;
  if (check)
    console.log(`tests/stripe-contract/schemas/${name} is not current: run npm run stripe:schemas`);
  else {
    writeFileSync(join(out, name), text);
    console.log(`wrote tests/stripe-contract/schemas/${name}`);
  }
}
for (const name of present) {
  stale += 1;
  if (check)
    console.log(
      `tests/stripe-contract/schemas/${name} belongs to no Stripe call: run npm run stripe:schemas`,
    );
  else rmSync(join(out, name));
}
process.exitCode = check && stale > 0 ? 1 : 0;
