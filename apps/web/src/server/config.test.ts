import { ConfigurationError, configurationProblems, readContentConfig } from './config';

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
});
