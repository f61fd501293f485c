// The seed services carry the specification's figures, tags and notices, read with GROQ as the storefront reads them.
import { loadSeed, query } from './testing/validate';

const seed = loadSeed();
const groq = (text: string) => query(seed, text);

describe('the seed services', () => {
  it.each([
    ['whole_body_mri', 2490, 90],
    ['blood_test', 550, 50],
    ['private_post_scan_call', null, 50],
    ['nova_app', null, 5],
    ['medical_report', null, 20],
    ['dxa', 250, 65],
    ['blood_test_premium', 50, null],
    ['body_composition_analysis', 0, null],
    ['post_check_up_call_longevity_expert', 0, null],
    ['intervention_plan', 0, null],
    ['genetic_analysis', null, null],
    ['mr-mammography-add-on', 500, 30],
    ['mr-mammography-product', null, 30],
    ['blood_extended', 500, null],
    ['brain_age', 190, 20],
    ['lung_ct', 90, 15],
    ['apo_e4_test', null, null],
  ])('service %s costs CHF %p and takes %p minutes', async (slug, chf, minutes) => {
    const service = await query(
      seed,
      `*[_type == "service" && slug.current == $slug][0]{"chf": price.chf, durationMinutes}`,
      { slug },
    );
    expect(service).toEqual({ chf, durationMinutes: minutes });
  });

  it('gives the services their tags and flags', async () => {
    expect(
      await groq(`*[_type == "service" && (count(tags) > 0 || highlighted || cannotBeBooked || defined(price.eur))]
        | order(slug.current asc) { "slug": slug.current, "tags": tags[]->title.en, highlighted, cannotBeBooked, "eur": price.eur }`),
    ).toEqual(
      [
        {
          slug: 'apo_e4_test',
          tags: ['Coming soon'],
          highlighted: false,
          cannotBeBooked: true,
          eur: null,
        },
        { slug: 'blood_test', tags: [], highlighted: false, cannotBeBooked: false, eur: 550 },
        {
          slug: 'blood_test_premium',
          tags: [],
          highlighted: false,
          cannotBeBooked: false,
          eur: 60,
        },
        { slug: 'dxa', tags: ['Popular'], highlighted: true, cannotBeBooked: false, eur: 250 },
        {
          slug: 'mr-mammography-add-on',
          tags: ['Recommended for women'],
          highlighted: false,
          cannotBeBooked: false,
          eur: 500,
        },
        {
          slug: 'mr-mammography-product',
          tags: ['Recommended for women'],
          highlighted: false,
          cannotBeBooked: false,
          eur: null,
        },
        {
          slug: 'brain_age',
          tags: ['Recommended for men'],
          highlighted: false,
          cannotBeBooked: false,
          eur: null,
        },
        { slug: 'whole_body_mri', tags: [], highlighted: false, cannotBeBooked: false, eur: 2490 },
      ].sort((a, b) => (a.slug < b.slug ? -1 : 1)),
    );
  });

  it('shows the breast add-on as the Nova Breast Check-up with the menstrual cycle notice', async () => {
    const addOn = await groq(
      `*[_id == "service.mr-mammography-add-on"][0]{
        "title": title.en, "info": pt::text(modalInfoText.en), "slot": pt::text(timeslotInfo.en),
        "conflicts": cannotBeBookedTogether[]->slug.current
      }`,
    );
    expect(addOn).toEqual({
      title: 'Nova Breast Check-up',
      info: expect.stringContaining('second week of your menstrual cycle'),
      slot: expect.stringContaining('After menopause'),
      conflicts: ['mr-mammography-product'],
    });
  });
});
