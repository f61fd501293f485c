// Editors' rich text in messages: the HTML a mail client shows and the text part a plain client shows.
import { render } from '@react-email/render';
import type { LocalizedRichText, RichText } from '../../booking/types';
import { composeMessage } from './compose';
import { EmailRichText } from './rich-text';
import { messageData, SETTINGS } from './test-fixtures';

const span = (text: string, marks: string[] = []) => ({
  _type: 'span' as const,
  text,
  marks,
});

const BRING: RichText = [
  {
    _type: 'block',
    listItem: 'bullet',
    level: 1,
    markDefs: [],
    children: [span('Your '), span('photo ID', ['strong'])],
  },
  {
    _type: 'block',
    listItem: 'bullet',
    level: 1,
    markDefs: [],
    children: [span('Your insurance card', ['em'])],
  },
];

const PREPARE: RichText = [
  {
    _type: 'block',
    markDefs: [
      { _type: 'link', _key: 'site', href: '/privacy' },
      { _type: 'link', _key: 'web', href: 'https://example.ch/fasting' },
      { _type: 'link', _key: 'bad', href: 'javascript:alert(1)' },
    ],
    children: [
      span('Read the '),
      span('privacy notice', ['site']),
      span(', the '),
      span('fasting guide', ['web']),
      span(' and '),
      span('this', ['bad']),
      span('.'),
    ],
  },
];

const all = (blocks: RichText): LocalizedRichText => ({ en: blocks, de: blocks, fr: blocks });
const preparation = { whatToBring: all(BRING), howToPrepare: all(PREPARE) };

describe('rich text in a message', () => {
  it('draws lists, strong and emphasis as email HTML with inline styles', async () => {
    const html = await render(<EmailRichText value={BRING} locale="de-ch" />);
    expect(html).toMatch(/<ul[^>]*style="[^"]*padding-left:24px/);
    expect(html).toMatch(/<li[^>]*>Your <strong>photo ID<\/strong><\/li>/);
    expect(html).toMatch(/<li[^>]*><em>Your insurance card<\/em><\/li>/);
  });

  it('links a site path to the page in the message locale, an https address as it is, and drops an unsafe link', async () => {
    const html = await render(
      <EmailRichText value={PREPARE} locale="fr-ch" origin={() => 'https://book.nova.test'} />,
    );
    expect(html).toContain('href="https://book.nova.test/fr-ch/privacy"');
    expect(html).toContain('href="https://example.ch/fasting"');
    expect(html).not.toContain('javascript:');
    expect(html.replaceAll('<!-- -->', '')).toContain('and this.');
  });

  it('shows the preparation document in the confirmation and the reminder, HTML and text', async () => {
    for (const kind of ['confirmation', 'reminder'] as const) {
      const message = await composeMessage(messageData(kind), SETTINGS, { preparation });
      expect(message.html).toContain('<strong>photo ID</strong>');
      expect(message.text).toContain(' - Your photo ID');
      expect(message.text).toContain(' - Your insurance card');
      expect(message.text).toMatch(/fasting guide \(https:\/\/example\.ch\/fasting\)/);
      expect(message.text).toMatch(/privacy notice \(http[^)]*\/en-ch\/privacy\)/);
      expect(message.text).not.toContain('javascript:');
    }
  });
});
