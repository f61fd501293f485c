// SHA-256 in the browser (Web Crypto), and the one personal value analytics may carry: the hash of the normalised email.

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The email lowercased and trimmed, then hashed: what ad platforms match on, and nothing readable. */
export function hashEmail(email: string): Promise<string> {
  return sha256Hex(email.trim().toLowerCase());
}
