/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { checkupsOffered } from '../booking/offer';
import { catalogue } from '../booking/test-fixtures';
import { CheckupList } from './checkup-list';

const copy = {
  'checkup.heading': 'Wählen Sie Ihren Check-up',
  'checkup.duration': '{minutes} Minuten',
  'checkup.bookForTwo': 'Zu zweit buchen',
  'checkup.included': 'Inbegriffen',
};

describe('check-up list', () => {
  it('shows each package of the Swiss market with its German title, duration and prices in CHF', () => {
    render(
      <CheckupList
        locale="de-ch"
        checkups={checkupsOffered(catalogue, 'ch')}
        services={catalogue.services}
        copy={copy}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Wählen Sie Ihren Check-up' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem').filter((item) => item.dataset.checkup);
    expect(cards.length).toBe(checkupsOffered(catalogue, 'ch').length);
    const first = cards.find((card) => card.dataset.checkup === 'whole_body_scan_with_blood_test');
    if (!first) throw new Error('whole_body_scan_with_blood_test is not listed');
    expect(within(first).getByText('90 Minuten')).toBeInTheDocument();
    expect(within(first).getByText('CHF 2’490.00')).toBeInTheDocument();
    expect(within(first).getByText(/Zu zweit buchen: .* CHF 4’480.00/)).toBeInTheDocument();
  });

  it('shows euro prices in the German market and leaves out what is not sold there', () => {
    render(
      <CheckupList
        locale="en-de"
        checkups={checkupsOffered(catalogue, 'de')}
        services={catalogue.services}
        copy={{}}
      />,
    );
    expect(screen.getAllByText(/€2,490.00/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/CHF/)).not.toBeInTheDocument();
  });
});
