/** @jest-environment jsdom */
// Client widgets read copy through the provider: plain texts at once, a plural once intl-messageformat's chunk is in.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { isMessageFormatLoaded } from '../copy';
import { UiCopyProvider, useUiCopy } from './ui-copy';

function Duration({ minutes }: { minutes: number }) {
  const copy = useUiCopy();
  return <p>{copy.format('addons.duration', { minutes })}</p>;
}

describe('UI copy in the browser', () => {
  it('fills a plain text without loading intl-messageformat', () => {
    render(
      <UiCopyProvider copy={{ 'addons.duration': '{minutes} Min.' }} locale="de-CH">
        <Duration minutes={30} />
      </UiCopyProvider>,
    );
    expect(screen.getByText('30 Min.')).toBeInTheDocument();
    expect(isMessageFormatLoaded()).toBe(false);
  });

  it('waits for the library when the copy has a plural, then chooses the locale’s form', async () => {
    const text = '{minutes, plural, one {# minute} other {# minutes}}';
    // The chunk loads as in the browser; act lets React finish what the load resumes.
    await act(async () => {
      render(
        <Suspense fallback={<p>…</p>}>
          <UiCopyProvider copy={{ 'addons.duration': text }} locale="en-CH">
            <Duration minutes={1} />
            <Duration minutes={45} />
          </UiCopyProvider>
        </Suspense>,
      );
    });
    expect(await screen.findByText('1 minute')).toBeInTheDocument();
    expect(screen.getByText('45 minutes')).toBeInTheDocument();
  });
});
