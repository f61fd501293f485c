// The security headers come from the app itself (next.config), so the production server sends them on pages, API answers and assets alike.
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';

const EXPECTED = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
};

test('a step page, an API answer and a script all carry the security headers', async ({
  request,
}) => {
  const page = await request.get('/de-ch/check-up');
  const html = await page.text();
  const script = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(script).toBeDefined();
  const answers = [
    page,
    await request.post('/api/reservation/fetch-unpaid', { data: {} }),
    await request.get(script ?? ''),
  ];
  for (const answer of answers) {
    expect(answer.headers()).toMatchObject(EXPECTED);
    expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  }
});

test('the check-up step runs under its Content-Security-Policy without a violation', async ({
  page,
}) => {
  await keepIdlePopupAway(page);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.goto('/de-ch/check-up');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Only the page's scripts write the session cart: it appears once they have run under the policy.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('nova.cart')))
    .toContain('check-up');
  expect(violations).toEqual([]);
});
