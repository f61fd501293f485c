// Rich text the server has drawn (`RichText`), handed to client components as React nodes, so the renderer stays out of the browser's scripts.
import type { ReactNode } from 'react';

/** Drawn rich texts by a key the step chooses (a check-up's or a service's slug). */
export type RichTextNodes = Readonly<Record<string, ReactNode>>;
