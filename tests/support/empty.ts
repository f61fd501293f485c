// Stands in for marker modules (server-only) in Jest, where there is no bundler to enforce them.
export {};
