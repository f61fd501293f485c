// Column types shared by the tables: instants with time zone, and the range type the room hold exclusion constraint works on.
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Read only through lower()/upper(): the app writes starts_at and ends_at, the range is derived. */
export const tstzrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
});
