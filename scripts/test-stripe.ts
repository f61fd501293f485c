// npm run test:stripe: the contract flows (tests/stripe-contract/live.ts) against Stripe's test mode, when STRIPE_SECRET_KEY
// is a test key (sk_test_…) and the machine reaches api.stripe.com; otherwise it says it ran nothing.
const key = process.env.STRIPE_SECRET_KEY ?? '';

if (!key.startsWith('sk_test_')) {
  console.error(
    [
      'test:stripe SKIPPED: nothing was run against Stripe.',
      key === ''
        ? 'STRIPE_SECRET_KEY is not set.'
        : 'STRIPE_SECRET_KEY is not a test-mode key (sk_test_…); this suite never runs with a live key.',
      'Set a test-mode secret key and run again on a machine that reaches api.stripe.com (docs/deploy.md).',
    ].join('\n'),
  );
  process.exitCode = 0;
} else {
  // node:test runs the flows when the module loads and reports each.
  void import('../tests/stripe-contract/live');
}
