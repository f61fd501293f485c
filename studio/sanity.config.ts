// Sanity Studio for Nova's editors and clinic operations.

import { schemaTypes, singletonTypes } from '@nova/schemas';
import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { DEFAULT_PREVIEW_URL, presentationOptions } from './presentation';
import { structure } from './structure';

export default defineConfig({
  name: 'nova',
  title: 'Nova',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'nova-local',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [
    structureTool({ structure }),
    // The storefront beside the document, showing drafts (the site's draft mode).
    presentationTool(
      presentationOptions(process.env.SANITY_STUDIO_PREVIEW_URL || DEFAULT_PREVIEW_URL),
    ),
    visionTool({ defaultApiVersion: '2026-09-01' }),
  ],
  schema: {
    types: schemaTypes,
    // A singleton is opened from the desk, never created from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType)
        ? actions.filter(
            ({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action),
          )
        : actions,
  },
});
