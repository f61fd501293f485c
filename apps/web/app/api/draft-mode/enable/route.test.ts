// Draft mode on the embedded seed: there are no drafts, so the enable route answers 404 and sets no cookie.
import { NextRequest } from 'next/server';
import { GET } from './route';

describe('enabling draft mode without a Sanity project', () => {
  it('answers 404 and sets no draft-mode cookie, whatever secret is sent', async () => {
    const answer = await GET(
      new NextRequest(
        'http://localhost/api/draft-mode/enable?sanity-preview-secret=anything&sanity-preview-pathname=/de-ch/check-up',
      ),
    );
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: 'not-found' });
    expect(answer.headers.getSetCookie()).toEqual([]);
  });
});
