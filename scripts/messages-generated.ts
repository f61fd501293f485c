// The text of the generated message modules for a dataset's UI copy: keys as a type, placeholders with their kinds, English as the last resort.
import { type PlaceholderKind, placeholderKinds } from '../schemas/placeholders';

interface UiCopyDocument {
  _type: string;
  key?: unknown;
  text?: unknown;
}

export const MESSAGE_KEYS_PATH = 'apps/web/src/ui/message-keys.ts';
export const MESSAGE_DEFAULTS_PATH = 'apps/web/src/content/message-defaults.ts';
export const EMAIL_COPY_PATH = 'apps/web/src/server/notifications/email-copy.ts';

const EMAIL_PREFIX = 'email.';
const LANGUAGES = ['en', 'de', 'fr'] as const;

const VALUE_TYPES: Record<PlaceholderKind, string> = {
  text: 'string | number',
  number: 'number',
  date: 'Date | number',
};

const quote = (text: string) => JSON.stringify(text);
const property = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));

/** One language's text of every uiCopy key, sorted by key (documents without that language left out). */
export function messagesIn(
  documents: readonly UiCopyDocument[],
  language: (typeof LANGUAGES)[number],
): Array<[string, string]> {
  const messages = new Map<string, string>();
  for (const document of documents) {
    if (document._type !== 'uiCopy' || typeof document.key !== 'string') continue;
    const text = document.text;
    const wording =
      typeof text === 'object' && text !== null ? Reflect.get(text, language) : undefined;
    if (typeof wording === 'string' && wording.trim() !== '') messages.set(document.key, wording);
  }
  return [...messages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The email texts of one language, keyed without their `email.` prefix. */
function emailDictionary(
  documents: readonly UiCopyDocument[],
  language: (typeof LANGUAGES)[number],
) {
  return messagesIn(documents, language)
    .filter(([key]) => key.startsWith(EMAIL_PREFIX))
    .map(([key, text]) => `    ${property(key.slice(EMAIL_PREFIX.length))}: ${quote(text)},`)
    .join('\n');
}

/** The generated files, by path from the repository root. */
export function generatedMessageFiles(
  documents: readonly UiCopyDocument[],
): Record<string, string> {
  const messages = messagesIn(documents, 'en');
  const keys = messages.map(([key]) => `  | ${quote(key)}`).join('\n');
  const placeholders = messages
    .map(([key, text]) => [key, placeholderKinds(text)] as const)
    .filter(([, kinds]) => kinds.size > 0)
    .map(([key, kinds]) => {
      const fields = [...kinds].map(([name, kind]) => `${property(name)}: ${VALUE_TYPES[kind]}`);
      return `  ${quote(key)}: { ${fields.join('; ')} };`;
    })
    .join('\n');
  const defaults = messages.map(([key, text]) => `  ${quote(key)}: ${quote(text)},`).join('\n');
  return {
    [MESSAGE_KEYS_PATH]: `// Generated from the seed's UI copy by \`npm run messages:generate\`: every key the storefront may look up, and each key's placeholders. Do not edit.

export type MessageKey =
${keys};

/** The values each key with placeholders needs (a plural or number takes a number, a date a Date). */
export interface MessagePlaceholders {
${placeholders}
}
`,
    [MESSAGE_DEFAULTS_PATH]: `// Generated from the seed's UI copy by \`npm run messages:generate\`: each key's English, shown only where the dataset has no text for the key at all. Do not edit.
import 'server-only';

export const MESSAGE_DEFAULTS: Readonly<Record<string, string>> = {
${defaults}
};
`,
    [EMAIL_COPY_PATH]: `// Generated from the seed's UI copy (keys email.*) by \`npm run messages:generate\`: each email text in en, de and fr, what a message says where the dataset has no wording of its own. Do not edit.
import 'server-only';

export const EMAIL_COPY = {
${LANGUAGES.map((language) => `  ${language}: {\n${emailDictionary(documents, language)}\n  },`).join('\n')}
} as const;
`,
  };
}
