// The database schema (Drizzle): every table with its row types beside it, gathered here for the client and drizzle-kit.

export * from './tables/booking-events';
export * from './tables/manage-tokens';
export * from './tables/outreach';
export * from './tables/partner-tokens';
export * from './tables/payments';
export * from './tables/rate-limits';
export * from './tables/reservations';
export * from './tables/screening-answers';
export * from './tables/staff';
export * from './tables/test-gateway';
export * from './tables/waitlist';
