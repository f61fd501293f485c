// The request header in which the proxy hands pages the path the visitor asked for (the 404 page names it).
export const REQUEST_PATH_HEADER = 'x-nova-path';

/** The locale prefix the proxy sends unknown top-level paths to; the catch-all answers it with the 404. */
export const UNKNOWN_PATH_SEGMENT = '_unknown';
