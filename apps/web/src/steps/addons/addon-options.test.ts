// Which add-ons a check-up shows and why one cannot be chosen: answered by the booking domain's selection rules.
import {
  catalogue,
  novaPremium,
  wholeBodyScanWithBloodTest,
  zurichBellevue,
} from '@/booking/test-fixtures';
import { catalogueView, checkupView, locationView } from '../step-views';
import { addonOptions, bookableSelection } from './addon-options';

const question = {
  catalogue: catalogueView(catalogue, 'en'),
  market: 'ch' as const,
  checkup: checkupView(wholeBodyScanWithBloodTest, 'en'),
  location: null,
};
const zurich = locationView(zurichBellevue, 'en');
const stateOf = (options: ReturnType<typeof addonOptions>, slug: string) =>
  options.find((option) => option.service.slug === slug)?.state;

describe('add-on options', () => {
  it('shows highlighted add-ons first and leaves out what the check-up includes', () => {
    const options = addonOptions(question, []);
    expect(options[0]?.service.slug).toBe('dxa');
    expect(options.map((option) => option.service.slug)).not.toContain('blood_test');
  });

  it('shows a service that cannot be booked as coming soon', () => {
    expect(
      stateOf(
        addonOptions({ ...question, checkup: checkupView(novaPremium, 'en') }, []),
        'apo_e4_test',
      ),
    ).toBe('coming-soon');
  });

  it('explains a conflict with a chosen service, in both directions', () => {
    const options = addonOptions(question, ['blood_extended']);
    const premium = options.find((option) => option.service.slug === 'blood_test_premium');
    expect(premium).toMatchObject({ state: 'conflict', conflictsWith: ['blood_extended'] });
    expect(stateOf(addonOptions(question, ['blood_test_premium']), 'blood_extended')).toBe(
      'conflict',
    );
  });

  it('marks what the chosen location does not offer, and leaves out what the market does not sell', () => {
    expect(stateOf(addonOptions({ ...question, location: zurich }, []), 'brain_age')).toBe(
      'unsupported-at-location',
    );
    const german = addonOptions({ ...question, market: 'de' }, []);
    expect(german.map((option) => option.service.slug)).not.toContain('lung_ct');
  });

  it('leaves out an add-on that no bookable clinic of the market delivers, a clinic chosen or not', () => {
    // As in Germany's content: Munich lacks the premium blood test and Frankfurt is not open yet.
    const germany = catalogueView(
      {
        ...catalogue,
        locations: catalogue.locations.map((location) =>
          location.slug === 'munich'
            ? {
                ...location,
                unsupportedServiceSlugs: [
                  ...location.unsupportedServiceSlugs,
                  'blood_test_premium',
                ],
              }
            : location,
        ),
      },
      'en',
    );
    const munich = germany.locations.find((location) => location.slug === 'munich') ?? null;
    const shown = (location: typeof munich) =>
      addonOptions({ ...question, catalogue: germany, market: 'de', location }, []).map(
        (option) => option.service.slug,
      );
    // The coming-soon service stays announced: it is shown, never chosen.
    expect(shown(null)).toEqual(['dxa', 'apo_e4_test', 'mr-mammography-add-on']);
    expect(shown(munich)).toEqual(['dxa', 'apo_e4_test', 'mr-mammography-add-on']);
    // Where a clinic delivers it, it is offered.
    expect(addonOptions({ ...question, market: 'de' }, []).map((o) => o.service.slug)).toContain(
      'blood_test_premium',
    );
  });

  it('keeps only a bookable selection', () => {
    expect(bookableSelection(question, ['blood_test_premium', 'blood_extended', 'dxa'])).toEqual([
      'blood_test_premium',
      'dxa',
    ]);
  });
});
