import { startupProblems } from './startup-checks';

describe('start-up checks', () => {
  it('name every misconfigured integration in one pass', () => {
    const problems = startupProblems({
      NODE_ENV: 'production',
      SANITY_PROJECT_ID: 'abc123',
      STRIPE_SECRET_KEY: 'sk_test_x',
    }).join('\n');
    expect(problems).toMatch(/SANITY_DATASET/);
    expect(problems).toMatch(/STRIPE_WEBHOOK_SECRET/);
    expect(problems).toMatch(/SMTP_URL is missing in production/);
    expect(problems).toMatch(/NOVA_SITE_URL is missing in production/);
  });

  it('find nothing wrong with the embedded defaults outside production', () => {
    expect(startupProblems({ NODE_ENV: 'development' })).toEqual([]);
  });
});
