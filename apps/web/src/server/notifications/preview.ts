// The design system's email preview: any message kind in any language, composed by the real templates from the sample booking.
import 'server-only';
import { LANGUAGES, type Language } from '../../booking/types';
import { composeMessage } from './compose';
import { SAMPLE_SETTINGS, sampleMessage } from './samples';
import { type ComposedMessage, MESSAGE_KINDS, type MessageKind } from './types';

export interface PreviewSelection {
  kind: MessageKind;
  language: Language;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The message a preview address asks for (`?kind=reminder&language=fr`); the confirmation in English otherwise. */
export function previewSelection(
  params: Readonly<Record<string, string | string[] | undefined>>,
): PreviewSelection {
  const kind = first(params.kind);
  const language = first(params.language);
  return {
    kind: MESSAGE_KINDS.find((candidate) => candidate === kind) ?? 'confirmation',
    language: LANGUAGES.find((candidate) => candidate === language) ?? 'en',
  };
}

/** Fixed, so the calendar file attached to the preview is the same on every load. */
const ISSUED_AT = new Date('2026-11-20T10:00:00Z');

export function previewMessage(selection: PreviewSelection): Promise<ComposedMessage> {
  return composeMessage(sampleMessage(selection.kind, selection.language), SAMPLE_SETTINGS, {
    issuedAt: ISSUED_AT,
  });
}

/**
 * The same HTML with its dark-mode rules always on: what a mail client in dark mode shows,
 * whatever the colour scheme of the browser looking at the preview.
 */
export function inDarkMode(html: string): string {
  return html.replaceAll('@media (prefers-color-scheme: dark)', '@media all');
}
