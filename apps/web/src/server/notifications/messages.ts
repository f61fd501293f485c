// The email copy in en, de and fr, typed: the seed's `email.*` texts compiled in (email-copy.ts, generated), so a language missing a text is a compile error, not a blank in a customer's inbox.
import type { Language } from '../../booking/types';
import { EMAIL_COPY as SEED_EMAIL_COPY } from './email-copy';

export type EmailCopyKey = keyof typeof SEED_EMAIL_COPY.en;
export type EmailCopy = Record<EmailCopyKey, string>;

export const EMAIL_COPY: Record<Language, EmailCopy> = SEED_EMAIL_COPY;
