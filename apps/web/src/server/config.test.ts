import {
  ConfigurationError,
  configurationProblems,
  DEFAULT_SCREENING_RETENTION_DAYS,
  DEV_CLINIC_WEBHOOK_SECRET,
  readClinicWebhookConfig,
  readContentConfig,
  readPaymentConfig,
  screeningRetentionDays,
  siteUrl,
} from './config';

describe('content configuration', () => {
  it('uses the embedded seed dataset when nothing is configured', () => {
    expect(readContentConfig({})).toEqual({ mode: 'embedded', seedPath: null });
  });

  it('uses the Sanity project when project and dataset are set', () => {
    expect(
      readContentConfig({
        SANITY_PROJECT_ID: 'abc123',
        SANITY_DATASET: 'production',
        SANITY_API_READ_TOKEN: 'sk',
      }),
    ).toMatchObject({ mode: 'sanity', projectId: 'abc123', dataset: 'production', token: 'sk' });
  });

  it('refuses a project without a dataset and names the missing variable', () => {
    expect(() => readContentConfig({ SANITY_PROJECT_ID: 'abc123' })).toThrow(ConfigurationError);
    expect(configurationProblems({ SANITY_PROJECT_ID: 'abc123' })).toEqual([
      expect.stringContaining('SANITY_DATASET'),
    ]);
  });

  it('refuses a dataset without a project and a malformed project id', () => {
    expect(configurationProblems({ SANITY_DATASET: 'production' })[0]).toContain(
      'SANITY_PROJECT_ID',
    );
    expect(
      configurationProblems({ SANITY_PROJECT_ID: 'Not Valid', SANITY_DATASET: 'x' })[0],
    ).toContain('SANITY_PROJECT_ID');
  });

  it('names the Studio that may frame draft mode: the local one unless SANITY_STUDIO_URL says', () => {
    const project = { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' };
    expect(readContentConfig(project)).toMatchObject({ studioUrl: 'http://localhost:3333' });
    expect(
      readContentConfig({ ...project, SANITY_STUDIO_URL: 'https://nova.sanity.studio' }),
    ).toMatchObject({ studioUrl: 'https://nova.sanity.studio' });
    expect(configurationProblems({ ...project, SANITY_STUDIO_URL: 'nova studio' })).toEqual([
      expect.stringContaining('SANITY_STUDIO_URL'),
    ]);
  });
});

describe('payment configuration', () => {
  const stripeKeys = {
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  };

  it('runs the test gateway when no Stripe key is set outside production', () => {
    expect(readPaymentConfig({ NODE_ENV: 'development' })).toEqual({ provider: 'test' });
  });

  it('uses Stripe when all three keys are set', () => {
    expect(readPaymentConfig(stripeKeys)).toMatchObject({
      provider: 'stripe',
      webhookSecret: 'whsec_x',
    });
  });

  it('refuses a Stripe secret without its webhook secret or publishable key, naming each', () => {
    const problems = configurationProblems({ STRIPE_SECRET_KEY: 'sk_test_x' });
    expect(problems).toEqual([
      expect.stringContaining('STRIPE_WEBHOOK_SECRET'),
      expect.stringContaining('NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY'),
    ]);
  });

  it('refuses to take test payments in production unless explicitly allowed', () => {
    expect(() => readPaymentConfig({ NODE_ENV: 'production' })).toThrow(
      /STRIPE_SECRET_KEY is missing in production/,
    );
    expect(readPaymentConfig({ NODE_ENV: 'production', NOVA_ALLOW_TEST_GATEWAY: 'true' })).toEqual({
      provider: 'test',
    });
  });
});

describe('the site address', () => {
  it('is NOVA_SITE_URL as an origin, a trailing slash or not', () => {
    expect(siteUrl({ NOVA_SITE_URL: 'https://www.novahealth.ch' })).toBe(
      'https://www.novahealth.ch',
    );
    expect(siteUrl({ NOVA_SITE_URL: ' https://WWW.novahealth.ch/ ' })).toBe(
      'https://www.novahealth.ch',
    );
  });

  it('is this server on localhost when unset outside production', () => {
    expect(siteUrl({ NODE_ENV: 'development' })).toBe('http://localhost:3000');
    expect(siteUrl({ NODE_ENV: 'test', PORT: '3200' })).toBe('http://localhost:3200');
  });

  it('is required in production, where no request may decide the links', () => {
    expect(
      configurationProblems({ NODE_ENV: 'production', NOVA_ALLOW_TEST_GATEWAY: 'true' }),
    ).toEqual([expect.stringContaining('NOVA_SITE_URL is missing in production')]);
    expect(() => siteUrl({ NODE_ENV: 'production', PORT: '3000' })).toThrow(ConfigurationError);
    expect(
      configurationProblems({
        NODE_ENV: 'production',
        NOVA_ALLOW_TEST_GATEWAY: 'true',
        NOVA_SITE_URL: 'https://www.novahealth.ch',
      }),
    ).toEqual([]);
  });

  it('must be an absolute http(s) origin, nothing more', () => {
    for (const wrong of [
      'www.novahealth.ch',
      '/de-ch',
      'ftp://www.novahealth.ch',
      'javascript:alert(1)',
      'https://www.novahealth.ch/de-ch',
      'https://www.novahealth.ch/?a=1',
      'https://www.novahealth.ch/#top',
      'https://user:secret@www.novahealth.ch',
    ]) {
      expect(configurationProblems({ NOVA_SITE_URL: wrong })).toEqual([
        expect.stringContaining('NOVA_SITE_URL'),
      ]);
      expect(() => siteUrl({ NOVA_SITE_URL: wrong })).toThrow(ConfigurationError);
    }
  });
});

describe('how long the safety answers are kept', () => {
  it('is 30 days after the appointment unless NOVA_SCREENING_RETENTION_DAYS says otherwise', () => {
    expect(screeningRetentionDays({})).toBe(DEFAULT_SCREENING_RETENTION_DAYS);
    expect(DEFAULT_SCREENING_RETENTION_DAYS).toBe(30);
    expect(screeningRetentionDays({ NOVA_SCREENING_RETENTION_DAYS: ' 7 ' })).toBe(7);
    expect(screeningRetentionDays({ NOVA_SCREENING_RETENTION_DAYS: '0' })).toBe(0);
  });

  it('refuses to start with anything but a whole number of days', () => {
    for (const days of ['-1', '1.5', 'thirty', '99999']) {
      expect(configurationProblems({ NOVA_SCREENING_RETENTION_DAYS: days })).toEqual([
        expect.stringContaining('NOVA_SCREENING_RETENTION_DAYS'),
      ]);
      expect(() => screeningRetentionDays({ NOVA_SCREENING_RETENTION_DAYS: days })).toThrow(
        ConfigurationError,
      );
    }
  });
});

describe('clinic webhook configuration', () => {
  it('leaves events waiting without a URL, and signs with the secret set', () => {
    expect(readClinicWebhookConfig({ NODE_ENV: 'test' })).toBeNull();
    expect(
      readClinicWebhookConfig({
        CLINIC_WEBHOOK_URL: 'https://crm.example.ch/nova',
        CLINIC_WEBHOOK_SECRET: 's3cret',
      }),
    ).toEqual({ url: 'https://crm.example.ch/nova', secret: 's3cret', local: false });
  });

  it('receives locally in the embedded demo and in development when no URL is set', () => {
    const local = { secret: DEV_CLINIC_WEBHOOK_SECRET, local: true };
    expect(
      readClinicWebhookConfig({
        NODE_ENV: 'production',
        NOVA_DEV_MAILBOX: 'true',
        NOVA_SITE_URL: 'http://localhost:3000',
      }),
    ).toEqual({ ...local, url: 'http://localhost:3000/_dev/clinic-webhook/receive' });
    expect(readClinicWebhookConfig({ NODE_ENV: 'development', PORT: '4000' })).toEqual({
      ...local,
      url: 'http://localhost:4000/_dev/clinic-webhook/receive',
    });
    expect(readClinicWebhookConfig({ NODE_ENV: 'production', NOVA_SITE_URL: 'https://x.ch' })).toBe(
      null,
    );
  });

  it('refuses to start in production with a URL but no secret, and a URL that is not http(s)', () => {
    expect(
      configurationProblems({
        NODE_ENV: 'production',
        NOVA_SITE_URL: 'https://x.ch',
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_WEBHOOK_SECRET: 'wh',
        NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk',
        CLINIC_WEBHOOK_URL: 'https://crm.example.ch/nova',
      }),
    ).toEqual([expect.stringContaining('CLINIC_WEBHOOK_SECRET')]);
    expect(configurationProblems({ CLINIC_WEBHOOK_URL: 'ftp://crm.example.ch' })).toEqual([
      expect.stringContaining('CLINIC_WEBHOOK_URL'),
    ]);
    expect(() => readClinicWebhookConfig({ CLINIC_WEBHOOK_URL: 'not a url' })).toThrow(
      ConfigurationError,
    );
  });
});
