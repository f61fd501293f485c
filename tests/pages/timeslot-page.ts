// Page object of the time slot step: the calendar, the day's times, the end time and continuing.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type Selection, someFreeStart } from './booking-api';

export class TimeslotPage {
  readonly calendar: Locator;
  readonly times: Locator;
  readonly continueButton: Locator;
  readonly endTime: Locator;

  constructor(readonly page: Page) {
    this.calendar = page.getByRole('application');
    this.times = page.getByRole('radiogroup');
    // The design system's button, not the calendar's visually hidden "next page" button, which
    // react-aria names "Weiter" in German too.
    this.continueButton = page
      .getByRole('button', { name: /^(Continue|Weiter|Continuer)/ })
      .and(page.locator('[data-button]'));
    this.endTime = page.getByText(/Ends at about|Endet um|Se termine vers/);
  }

  async open(locale: string, query: Record<string, string>): Promise<void> {
    await this.page.goto(`/${locale}/timeslot?${new URLSearchParams(query)}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.page.getByRole('grid')).toBeVisible();
  }

  /**
   * The calendar cell of a day (YYYY-MM-DD), moving the calendar a month on or back if needed: it
   * opens on the first month with enough free days, which may be later than the day's.
   */
  async chooseDay(date: string): Promise<void> {
    const wanted = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
    for (let page = 0; page < 4; page += 1) {
      const cell = this.page.getByRole('grid').locator(`button[data-day="${date}"]`);
      const shown = this.monthOf(
        (await this.page.getByRole('grid').getAttribute('aria-label')) ?? '',
      );
      if (shown === wanted) {
        await cell.click();
        return;
      }
      await this.page
        .getByRole('button', {
          name:
            shown !== null && shown > wanted
              ? /Previous month|Vorheriger Monat|Mois précédent/
              : /Next month|Nächster Monat|Mois suivant/,
        })
        .click();
    }
    throw new Error(`day ${date} not shown`);
  }

  /** The month a grid's label names (year × 12 + month index), in en, de or fr. */
  private monthOf(label: string): number | null {
    const year = /\d{4}/.exec(label)?.[0];
    if (year === undefined) return null;
    const text = label.toLowerCase();
    for (let month = 11; month >= 0; month -= 1) {
      const date = new Date(Date.UTC(2026, month, 15));
      const named = ['en', 'de', 'fr'].some((language) =>
        text.includes(
          new Intl.DateTimeFormat(language, { month: 'long' }).format(date).toLowerCase(),
        ),
      );
      if (named) return Number(year) * 12 + month;
    }
    return null;
  }

  async chooseSlot(start: string): Promise<void> {
    await this.page.locator(`[data-slot-start="${start}"]`).click();
  }

  async choose(start: string): Promise<void> {
    await this.chooseDay(start.slice(0, 10));
    await this.chooseSlot(start);
    await expect(this.endTime).toBeVisible();
  }

  /**
   * Chooses a free start picked at random and continues to the summary, whose total it waits for.
   * Another test running beside this one may take the same start first: the step's check then
   * opens the error modal, and another start is picked.
   */
  async continueWithSomeFreeStart(
    request: APIRequestContext,
    selection: Selection,
  ): Promise<string> {
    const total = this.page.getByTestId('price-total');
    const taken = this.page.getByRole('alertdialog');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const start = await someFreeStart(request, selection);
      await this.choose(start);
      await this.continueButton.click();
      await expect(total.or(taken)).toBeVisible({ timeout: 20_000 });
      if (await total.isVisible()) return start;
      await taken.getByRole('button').click();
      await expect(taken).toBeHidden();
    }
    throw new Error(`every start tried at ${selection.location} was taken meanwhile`);
  }
}
