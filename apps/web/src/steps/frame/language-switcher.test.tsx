/** @jest-environment jsdom */
// The language menu by keyboard, as WAI-ARIA's menu button: arrows open and move, Escape closes back to the button, a press outside closes.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithCart } from '../test-support/render';
import { LanguageSwitcher } from './language-switcher';
import { LOCALE_NAMES } from './locale-links';

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);

/** Opens the menu with a key; its code loads on the first opening, so this waits for the menu. */
async function openWith(key: string): Promise<HTMLElement> {
  renderWithCart(<LanguageSwitcher locale="de-ch" current={LOCALE_NAMES['de-ch']} />, {
    url: '/de-ch/check-up',
  });
  const button = screen.getByRole('button', { name: /Language/ });
  button.focus();
  fireEvent.keyDown(button, { key });
  await screen.findByRole('menu');
  return button;
}

describe('the language menu by keyboard', () => {
  it('opens on ArrowDown at the first language and moves and wraps with the arrows', async () => {
    const button = await openWith('ArrowDown');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: /Deutsch Schweiz/ })).toHaveFocus(),
    );
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: /English Switzerland/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'End' });
    expect(screen.getByRole('menuitem', { name: /English Germany/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: /Deutsch Schweiz/ })).toHaveFocus();
  });

  it('opens on ArrowUp at the last language and finds a language by its first letter', async () => {
    await openWith('ArrowUp');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: /English Germany/ })).toHaveFocus(),
    );
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'f' });
    expect(screen.getByRole('menuitem', { name: /Français/ })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const button = await openWith('ArrowDown');
    await waitFor(() => expect(screen.getAllByRole('menuitem')[0]).toHaveFocus());
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the page behind it is pressed', async () => {
    await openWith('ArrowDown');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
