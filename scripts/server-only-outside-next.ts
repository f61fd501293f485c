// The `server-only` marker for scripts run outside Next.js (scripts/tsconfig.outside-next.json): there is no client bundle here to keep server code out of.
export {};
