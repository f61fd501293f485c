/** @jest-environment jsdom */
// Editors' rich text on the site: lists, strong and emphasis drawn, links only where they are safe.
import { render, screen, within } from '@testing-library/react';
import type { RichTextBlock, RichText as RichTextValue } from '@/booking/types';
import { RichText } from './rich-text';

const block = (
  text: string,
  extra: Partial<RichTextBlock> = {},
  marks: string[] = [],
): RichTextBlock => ({
  _type: 'block',
  children: [{ _type: 'span', text, marks }],
  ...extra,
});

const linked = (key: string, href: string, text: string): RichTextBlock => ({
  _type: 'block',
  markDefs: [{ _type: 'link', _key: `${key}-link`, href }],
  children: [{ _type: 'span', text, marks: [`${key}-link`] }],
});

describe('rich text', () => {
  it('draws bullet and numbered lists, strong and emphasis', () => {
    const value: RichTextValue = [
      block('Before you come:'),
      block('An ID', { listItem: 'bullet', level: 1 }, ['strong']),
      block('Your insurance card', { listItem: 'bullet', level: 1 }, ['em']),
      block('Arrive early', { listItem: 'number', level: 1 }),
    ];
    const { container } = render(<RichText value={value} locale="en-ch" />);
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(within(bullets as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(numbers?.tagName).toBe('OL');
    expect(screen.getByText('An ID').tagName).toBe('STRONG');
    expect(screen.getByText('Your insurance card').tagName).toBe('EM');
    expect(container.querySelector('p')).toHaveTextContent('Before you come:');
  });

  it('opens another site without handing it this page, and a site path in the page locale', () => {
    render(
      <RichText
        value={[
          linked('a', 'https://example.ch/fasting', 'guide'),
          linked('b', '/privacy', 'notice'),
        ]}
        locale="de-de"
      />,
    );
    const external = screen.getByRole('link', { name: 'guide' });
    expect(external).toHaveAttribute('href', 'https://example.ch/fasting');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'notice' })).toHaveAttribute('href', '/de-de/privacy');
    expect(screen.getByRole('link', { name: 'notice' })).not.toHaveAttribute('rel');
  });

  it('keeps mailto and tel links', () => {
    render(
      <RichText
        value={[
          linked('a', 'mailto:support@nova.test', 'write'),
          linked('b', 'tel:+41445051200', 'call'),
        ]}
        locale="en-ch"
      />,
    );
    expect(screen.getByRole('link', { name: 'write' })).toHaveAttribute(
      'href',
      'mailto:support@nova.test',
    );
    expect(screen.getByRole('link', { name: 'call' })).toHaveAttribute('href', 'tel:+41445051200');
  });

  it.each(['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi'])(
    'draws a link to %s as its words alone',
    (href) => {
      render(<RichText value={[linked('a', href, 'click here')]} locale="en-ch" />);
      expect(screen.getByText('click here')).toBeInTheDocument();
      expect(screen.queryByRole('link')).toBeNull();
    },
  );

  it('draws nothing for an empty text', () => {
    const { container } = render(<RichText value={[]} locale="en-ch" />);
    expect(container).toBeEmptyDOMElement();
  });
});
