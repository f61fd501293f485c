// The staff sign-in email's words, in English and German: pure, so a test reads exactly what staff receive.

export interface SignInLinkPayload {
  email: string;
  url: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function composeSignInEmail({ url }: SignInLinkPayload): {
  subject: string;
  text: string;
  html: string;
} {
  const subject = 'Your Nova staff sign-in link · Ihr Anmeldelink';
  const text = [
    'Sign in to the Nova staff pages with this link. It works once, within 10 minutes.',
    url,
    '',
    'Melden Sie sich mit diesem Link bei den Nova-Mitarbeiterseiten an. Er gilt einmal, 10 Minuten lang.',
    '',
    'If you did not ask for it, ignore this email. · Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.',
  ].join('\n');
  const link = escapeHtml(url);
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif">
<p>Sign in to the Nova staff pages with this link. It works once, within 10 minutes.</p>
<p><a href="${link}">Sign in to Nova staff</a></p>
<p lang="de">Melden Sie sich mit diesem Link bei den Nova-Mitarbeiterseiten an. Er gilt einmal, 10 Minuten lang.</p>
<p>If you did not ask for it, ignore this email. · <span lang="de">Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.</span></p>
</body></html>`;
  return { subject, text, html };
}
