// No subject line carries what a customer typed: a subject is read beside Nova's own address before the message is opened.
import { LANGUAGES } from '../../booking/types';
import { composeMessage } from './compose';
import { PERSON_TYPED_VALUES, placeholdersOf } from './copy';
import { EMAIL_COPY, type EmailCopyKey } from './messages';
import { messageData, SETTINGS } from './test-fixtures';
import { type BookingMessageData, MESSAGE_KINDS } from './types';
import { composeWaitlistMessage } from './waitlist-message';

/** A name as the validation lets it through, and an address: neither may reach a subject. */
const TYPED = {
  firstName: 'Zoë Typedname',
  bookedBy: 'Jean-Luc Bookername',
  email: 'zoe+typed@example.ch',
};

function typedBy(data: BookingMessageData): BookingMessageData {
  const typed = {
    ...data,
    recipient: { firstName: TYPED.firstName, email: TYPED.email },
  };
  return typed.kind === 'partner-invitation'
    ? { ...typed, bookedBy: { firstName: TYPED.bookedBy } }
    : typed;
}

const SUBJECT_KEYS = (Object.keys(EMAIL_COPY.en) as EmailCopyKey[]).filter((key) =>
  key.endsWith('Subject'),
);

/** An editor's every subject rewritten to greet the reader (or name the booker) by name. */
const namingOverrides = (placeholder: string) =>
  Object.fromEntries(SUBJECT_KEYS.map((key) => [`email.${key}`, `${placeholder}: {brand} news`]));

function expectNothingTyped(subject: string) {
  for (const value of Object.values(TYPED)) expect(subject).not.toContain(value);
  expect(subject).not.toMatch(/Typedname|Bookername|zoe/i);
}

describe.each(LANGUAGES)('subjects in %s', (language) => {
  it.each(MESSAGE_KINDS)('%s names none of the typed fields', async (kind) => {
    const data = typedBy(messageData(kind, language));
    const message = await composeMessage(data, SETTINGS);
    expectNothingTyped(message.subject);
    // The body still greets the reader: the name is only kept out of the subject.
    if (kind === 'pay-later') expect(message.text).toContain(TYPED.firstName);
  });

  it.each(MESSAGE_KINDS)(
    '%s keeps its fixed subject when an editor names the reader in it',
    async (kind) => {
      const data = typedBy(messageData(kind, language));
      for (const placeholder of ['{firstName}', '{bookedBy}']) {
        const overrides = namingOverrides(placeholder);
        const message = await composeMessage(data, SETTINGS, { overrides });
        expectNothingTyped(message.subject);
        expect(message.subject).not.toContain('news');
      }
    },
  );

  it('writes no subject of the dictionary with a typed value', () => {
    for (const key of SUBJECT_KEYS) {
      const named = placeholdersOf(EMAIL_COPY[language][key]);
      expect(named.filter((name) => PERSON_TYPED_VALUES.includes(name))).toEqual([]);
    }
  });
});

describe('the waiting list’s subject', () => {
  it('names the clinic and the day, never the address it goes to', async () => {
    const message = await composeWaitlistMessage(
      {
        locale: 'en-ch',
        day: '2026-12-01',
        locationTitle: 'Zurich Bellevue',
        to: TYPED.email,
        links: {
          book: 'https://nova.example/en-ch/timeslot',
          unsubscribe: 'https://nova.example/en-ch/waitlist/unsubscribe#t=x',
          oneClick: 'https://nova.example/api/waitlist/unsubscribe?t=x',
        },
      },
      SETTINGS,
      namingOverrides('{firstName}'),
    );
    expect(message.subject).toBe('A time has become free at Zurich Bellevue on 1 December 2026');
  });
});
