// The request counters every server instance shares on PostgreSQL, in the layout rate-limiter-flexible's RateLimiterPostgres reads and writes.
import { bigint, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/** One row per bucket and pseudonymised key (`<bucket>:<pseudonym>`); rows past `expire` are deleted by the limiter. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    /** Milliseconds since 1970 when the window ends; the library's own unit. */
    expire: bigint('expire', { mode: 'number' }),
  },
  (table) => [index('rate_limits_expire_idx').on(table.expire)],
);
