// Draft mode off: the redirect goes to a page of this site on its configured address, whatever the `redirect` parameter holds.
import { NextRequest } from 'next/server';
import { GET } from './route';

const disable = jest.fn();
jest.mock('next/headers', () => ({ draftMode: async () => ({ disable }) }));

const SITE = 'https://www.novahealth.ch';

async function locationFor(
  redirect: string | null,
): Promise<{ status: number; location: string | null }> {
  const url = new URL('http://localhost:3000/api/draft-mode/disable');
  if (redirect !== null) url.searchParams.set('redirect', redirect);
  const response = await GET(new NextRequest(url));
  return { status: response.status, location: response.headers.get('location') };
}

describe('disabling draft mode', () => {
  beforeEach(() => {
    jest.replaceProperty(process, 'env', { ...process.env, NOVA_SITE_URL: SITE });
  });
  afterEach(() => jest.restoreAllMocks());

  it('turns draft mode off and goes back to the page on the site’s address, not the server’s', async () => {
    expect(await locationFor('/de-ch/check-up?checkup=nova_premium')).toEqual({
      status: 307,
      location: `${SITE}/de-ch/check-up?checkup=nova_premium`,
    });
    expect(disable).toHaveBeenCalled();
    expect((await locationFor(null)).location).toBe(`${SITE}/`);
  });

  it.each([
    'http://[',
    'https://a b',
    'http://%zz',
    'http://localhost:3000/de-ch/check-up',
    '//elsewhere.example/path',
    '/\\elsewhere.example',
    'https://www.novahealth.ch.elsewhere.example/',
    'javascript:alert(1)',
  ])(
    'answers %s, unreadable or elsewhere, with the home page rather than a 500',
    async (redirect) => {
      expect(await locationFor(redirect)).toEqual({ status: 307, location: `${SITE}/` });
    },
  );
});
