// The sign-in email: the link in both parts, escaped in the HTML, in English and German.
import { composeSignInEmail } from './sign-in-copy';

it('carries the link once in the text and escaped in the HTML', () => {
  const url =
    'http://localhost:3000/api/staff/auth/magic-link/verify?token=abc&callbackURL=%2Fstaff';
  const mail = composeSignInEmail({ email: 'staff-bern@nova.example', url });
  expect(mail.text).toContain(url);
  expect(mail.html).toContain('token=abc&#38;callbackURL=%2Fstaff');
  expect(mail.html).toContain('lang="de"');
  expect(mail.subject).toMatch(/sign-in link/);
});
