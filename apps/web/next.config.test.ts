import { contentSecurityPolicy } from './next.config';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('the Content-Security-Policy', () => {
  it('allows Stripe.js, its frames and its API, and no page may frame the site', () => {
    const policy = contentSecurityPolicy({ gtm: false, development: false });
    expect(directive(policy, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(policy, 'frame-src')).toBe(
      'frame-src https://js.stripe.com https://hooks.stripe.com',
    );
    expect(directive(policy, 'connect-src')).toContain('https://api.stripe.com');
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('allows Google Tag Manager only when it is configured, and eval only in development', () => {
    expect(contentSecurityPolicy({ gtm: false, development: false })).not.toContain(
      'googletagmanager',
    );
    expect(
      directive(contentSecurityPolicy({ gtm: true, development: false }), 'script-src'),
    ).toContain('https://www.googletagmanager.com');
    expect(contentSecurityPolicy({ gtm: false, development: false })).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ gtm: false, development: true })).toContain('unsafe-eval');
  });
});
