import { emptyCart } from './cart';
import { nextCart } from './next-cart';

describe('the next cart from a recipe', () => {
  it('changes a copy: the current cart stays as it was', () => {
    const current = { ...emptyCart(), servicesSlugs: ['brain_age'] };
    const next = nextCart(current, (draft) => {
      draft.servicesSlugs.push('heart_scan');
      draft.checkupSlug = 'whole_body_scan';
    });
    expect(next.servicesSlugs).toEqual(['brain_age', 'heart_scan']);
    expect(next.checkupSlug).toBe('whole_body_scan');
    expect(current.servicesSlugs).toEqual(['brain_age']);
    expect(current.checkupSlug).toBeNull();
  });
  it('keeps the fields the recipe left alone, and answers the same cart when nothing changed', () => {
    const current = {
      ...emptyCart(),
      servicesSlugs: ['brain_age'],
      campaign: emptyCart().campaign,
    };
    const next = nextCart(current, (draft) => {
      draft.locationSlug = 'zurich_bellevue';
    });
    expect(next.servicesSlugs).toBe(current.servicesSlugs);
    expect(next.campaign).toBe(current.campaign);
    const same = nextCart(next, (draft) => {
      draft.servicesSlugs = ['brain_age'];
      draft.locationSlug = 'zurich_bellevue';
    });
    expect(same).toBe(next);
  });
});
