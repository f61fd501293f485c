// The clinic staff's side (issue 40): Better Auth's users, sessions and one-time sign-in links, the append-only audit log, and the clinics' calendar subscriptions.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * A person who signed in with a one-time link, as Better Auth keeps them (its `user` model: the
 * property names are the library's). Who is staff, and for which clinics, is content (the
 * `staffMember` document), read per request; a row here grants nothing by itself.
 */
export const staffUsers = pgTable('staff_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

/** A signed-in browser (Better Auth's `session` model); it ends at `expiresAt` or on signing out. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
  },
  (table) => [index('staff_sessions_user_idx').on(table.userId)],
);

/** Better Auth's `account` model; with one-time links only there is no password in it, ever. */
export const staffAccounts = pgTable('staff_accounts', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: instant('access_token_expires_at'),
  refreshTokenExpiresAt: instant('refresh_token_expires_at'),
  scope: text('scope'),
  password: text('password'),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

/** Better Auth's `verification` model: a one-time link's hashed token, until used or expired. */
export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [index('staff_verifications_identifier_idx').on(table.identifier)],
);

/** What staff did: a view of a clinic's bookings, an export, a mark. */
export type StaffAuditAction =
  | 'view-day-sheet'
  | 'export-csv'
  | 'mark-arrived'
  | 'mark-no-show'
  | 'calendar-address-made'
  | 'calendar-address-revoked';

/** Non-personal details of an entry: how many bookings a view showed, a mark's outcome. */
export type StaffAuditDetails = Readonly<Record<string, string | number | boolean | null>>;

/**
 * Every view of a customer's data and every change by staff, one row each. Only ever inserted
 * (staff/audit-only-here.test.ts), and migration 0017's trigger refuses any update or delete, so
 * no one with the app's access can rewrite it. No health answers and no customer data: the
 * reservation's id says whose booking it was.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: instant('at').notNull(),
    staffEmail: text('staff_email').notNull(),
    action: text('action').$type<StaffAuditAction>().notNull(),
    locationSlug: text('location_slug').notNull(),
    /** The day a sheet or export covered (YYYY-MM-DD, the clinic's), when it covered one. */
    day: text('day'),
    reservationId: uuid('reservation_id'),
    details: jsonb('details').$type<StaffAuditDetails>(),
  },
  (table) => [index('staff_audit_location_idx').on(table.locationSlug, table.at)],
);

export type StaffAuditRow = typeof staffAudit.$inferSelect;

/**
 * A clinic's calendar subscription: the address carries a secret whose SHA-256 is kept here. Making
 * a new one revokes the one before; a revoked address answers 404.
 */
export const staffCalendarFeeds = pgTable(
  'staff_calendar_feeds',
  {
    id: uuid('id').primaryKey(),
    locationSlug: text('location_slug').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: instant('created_at').notNull(),
    createdBy: text('created_by').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    uniqueIndex('staff_calendar_feeds_one_live')
      .on(table.locationSlug)
      .where(sql`${table.revokedAt} is null`),
  ],
);
