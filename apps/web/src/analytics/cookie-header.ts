// A Cookie header read into names and values: the browser's document.cookie and a request's header alike.
// No imports: it runs in the browser and on the server alike.

/** Each name's first value (the browser sends the most specific path first), decoded; a value that does not decode is skipped. */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (name === '' || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(separator + 1).trim()));
    } catch {
      // A value someone else wrote with a stray %: not ours to read.
    }
  }
  return cookies;
}
