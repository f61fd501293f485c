// The desk's market lists, run over the seed as the Studio runs them: each market shows what it sells.
import { loadSeed, query, type SeedDocument } from '../schemas/testing/validate';
import { type DeskMarket, MARKET_LISTS } from './market-lists';

// The copy texts have no part in these lists; leaving them out keeps groq-js's nested scans quick.
const seed = loadSeed().filter((document) => document._type !== 'uiCopy');

async function listed(
  type: 'checkup' | 'service' | 'location',
  market: DeskMarket,
  dataset: SeedDocument[] = seed,
): Promise<string[]> {
  const list = MARKET_LISTS.find((candidate) => candidate.type === type);
  if (!list) throw new Error(`No market list of ${type}`);
  const ids = await query(dataset, `*[${list.filter}]._id`, { market });
  return (Array.isArray(ids) ? ids.map(String) : []).sort();
}

describe('the desk’s market lists', () => {
  it('list under Germany only the check-up sold there, under Switzerland all four', async () => {
    expect(await listed('checkup', 'de')).toEqual(['checkup.whole_body_scan_with_blood_test']);
    expect(await listed('checkup', 'ch')).toEqual([
      'checkup.mammography',
      'checkup.nova_premium',
      'checkup.whole_body_scan',
      'checkup.whole_body_scan_with_blood_test',
    ]);
  });

  it('list each location under its own country, coming-soon ones included', async () => {
    expect(await listed('location', 'de')).toEqual([
      'location.berlin_charlottenburg',
      'location.berlin_mitte',
      'location.cologne',
      'location.frankfurt',
      'location.hamburg',
      'location.munich',
    ]);
    expect(await listed('location', 'ch')).toEqual([
      'location.basel_rheinfelden',
      'location.basel_zentral',
      'location.bern',
      'location.geneva',
      'location.zurich_bellevue',
    ]);
  });

  it('list a service under the markets whose check-ups include it or offer it', async () => {
    const swiss = await listed('service', 'ch');
    const german = await listed('service', 'de');
    expect(swiss).toHaveLength(17);
    expect(swiss.filter((id) => !german.includes(id))).toEqual([
      'service.body_composition_analysis',
      'service.genetic_analysis',
      'service.intervention_plan',
      'service.mr-mammography-product',
      'service.post_check_up_call_longevity_expert',
    ]);
    expect(german).toContain('service.dxa');
  });

  it('list a service under Germany as soon as a draft of a German check-up offers it', async () => {
    const checkup = seed.find(
      (document) => document._id === 'checkup.whole_body_scan_with_blood_test',
    );
    const draft = {
      ...structuredClone(checkup),
      _id: 'drafts.checkup.whole_body_scan_with_blood_test',
      _type: 'checkup',
      availableAdditionalServices: [
        { _key: 'g', _type: 'reference', _ref: 'service.genetic_analysis' },
      ],
    };
    expect(await listed('service', 'de', [...seed, draft])).toContain('service.genetic_analysis');
  });
});
