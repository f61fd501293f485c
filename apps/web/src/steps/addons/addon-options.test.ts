// Which add-ons a check-up shows and why one cannot be chosen: answered by the booking domain's selection rules.
import {
  catalogue,
  novaPremium,
  wholeBodyScanWithBloodTest,
  zurichBellevue,
} from '@/booking/test-fixtures';
import { catalogueView, checkupView, locationView } from '../step-views';
import { addonOptions, bookableSelection, unsupportedAt } from './addon-options';

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

  it('keeps only a bookable selection and names what a location lacks', () => {
    expect(bookableSelection(question, ['blood_test_premium', 'blood_extended', 'dxa'])).toEqual([
      'blood_test_premium',
      'dxa',
    ]);
    expect(unsupportedAt(question, zurich, ['brain_age', 'dxa'])).toEqual(['brain_age']);
  });
});
