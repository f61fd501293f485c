// The Presentation tool's list of pages a document shows on: the editor opens the right step, market and language.
import { localesOf, presentationOptions, stepOfCopyKey, stepPages } from './presentation';

const locations = presentationOptions('http://localhost:3000').resolve?.locations;

function pagesOf(type: string, value: Record<string, unknown> | null): string[] {
  const resolver = locations && typeof locations === 'object' ? locations[type] : undefined;
  if (!resolver) return [];
  const state = 'resolve' in resolver ? resolver.resolve(value) : resolver;
  return (state?.locations ?? []).map((location) => location.href);
}

describe('where a document shows in the storefront', () => {
  it('opens a check-up on the check-up step of the markets it is sold in only', () => {
    expect(pagesOf('checkup', { countries: ['de'] })).toEqual([
      '/de-de/check-up',
      '/en-de/check-up',
    ]);
    expect(pagesOf('checkup', { countries: ['ch', 'de'] })).toHaveLength(5);
  });

  it('opens a clinic on the location step of its country', () => {
    expect(pagesOf('location', { country: 'ch' })).toEqual([
      '/de-ch/location',
      '/en-ch/location',
      '/fr-ch/location',
    ]);
  });

  it('opens an add-on on the add-ons and location steps, in every locale', () => {
    const pages = pagesOf('service', { title: 'MRI' });
    expect(pages).toContain('/fr-ch/add-ons');
    expect(pages).toContain('/en-de/location');
    expect(pages).toHaveLength(10);
  });

  it("opens a copy text on the step its key names, the frame's on the first step", () => {
    expect(stepOfCopyKey('timeslot.heading')).toBe('timeslot');
    expect(stepOfCopyKey('form.email.label')).toBe('summary');
    expect(stepOfCopyKey('footer.imprint')).toBe('check-up');
    expect(pagesOf('uiCopy', { key: 'addons.heading' })).toContain('/de-ch/add-ons');
  });

  it('names each page by step and locale, and opens site settings and consent where they show', () => {
    expect(stepPages(['payment'], localesOf(['ch']))[0]).toEqual({
      title: 'Payment step, German (Switzerland), de-ch',
      href: '/de-ch/payment',
    });
    expect(pagesOf('siteSettings', null)).toContain('/en-de/check-up');
    expect(pagesOf('consent', null)).toContain('/fr-ch/summary');
  });

  it('opens a legal text on its own page in every locale, and the preparation where the emails are sent', () => {
    expect(pagesOf('legalPage', { kind: 'privacy' })).toEqual([
      '/de-ch/privacy',
      '/en-ch/privacy',
      '/fr-ch/privacy',
      '/de-de/privacy',
      '/en-de/privacy',
    ]);
    expect(pagesOf('legalPage', { kind: 'unknown' })).toEqual([]);
    expect(pagesOf('preparation', null)).toContain('/de-ch/success');
  });

  it('opens the storefront in draft mode through its enable route', () => {
    expect(presentationOptions('https://nova.ch').previewUrl).toEqual({
      initial: 'https://nova.ch',
      previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
    });
  });
});
