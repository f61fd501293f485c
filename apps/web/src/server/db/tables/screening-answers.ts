// The MRI safety answers a booking was made with (issue 40, decision 0072): health data, kept for the clinic's staff until a set time after the appointment.
import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { ScreenedPerson, ScreeningOutcome } from '../../../booking/screening';
import { instant } from './columns';
import { reservations } from './reservations';

/**
 * One row per question a person answered: the customer's written with the reservation (in its
 * creation transaction, with the art. 9 consent it records), the partner's when they complete
 * their own details from their link (with their own consent). Only keys and the outcome are
 * stored, never the words: the clinic's text is read from content (server/screening/attention.ts).
 * Rows go with their reservation, and are deleted `NOVA_SCREENING_RETENTION_DAYS` after its
 * appointment or as soon as it will not take place (server/screening/retention.ts).
 */
export const screeningAnswers = pgTable(
  'screening_answers',
  {
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    person: text('person').$type<ScreenedPerson>().notNull(),
    questionKey: text('question_key').notNull(),
    answerKey: text('answer_key').notNull(),
    outcome: text('outcome').$type<ScreeningOutcome>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.reservationId, table.person, table.questionKey] })],
);

export type ScreeningAnswerRow = typeof screeningAnswers.$inferSelect;
export type NewScreeningAnswer = typeof screeningAnswers.$inferInsert;
