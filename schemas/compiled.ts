// The schema compiled as the Studio's `createSchema` does, for tools that read documents by type.
import { Schema } from '@sanity/schema';
import { builtinTypes } from '@sanity/schema/_internal';
import { inferFromSchema } from '@sanity/validation/_internal';
import { schemaTypes } from './index';

export const compiledSchema = inferFromSchema(
  Schema.compile({
    name: 'nova',
    types: schemaTypes,
    parent: inferFromSchema(Schema.compile({ name: 'builtin', types: builtinTypes })),
  }),
);
