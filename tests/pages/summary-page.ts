// Page object of the summary step: the price card, the details form, the consent boxes and Reserve.
import { expect, type Locator, type Page } from '@playwright/test';

export interface Details {
  firstName: string;
  lastName: string;
  email: string;
  /** National digits after the default calling code. */
  phone: string;
  birthDate: { day: string; month: string; year: string };
  street: string;
  postalCode: string;
  city: string;
}

export const ANNA: Details = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna.muster@example.ch',
  phone: '79 123 45 67',
  birthDate: { day: '17', month: '05', year: '1980' },
  street: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
};

/** The same customer living in Germany, for the German market (German phone, postcode and town). */
export const ANNA_IN_MUNICH: Details = {
  ...ANNA,
  phone: '151 23456789',
  street: 'Marienplatz 1',
  postalCode: '80331',
  city: 'München',
};

export class SummaryPage {
  readonly total: Locator;
  readonly reserveButton: Locator;
  /** The two consent boxes (terms and privacy notice, health data); the partner's page has them too. */
  readonly termsBox: Locator;
  readonly healthDataBox: Locator;

  constructor(readonly page: Page) {
    this.total = page.getByTestId('price-total');
    this.reserveButton = page.getByRole('button', { name: /Reserve|Reservieren|Réserver/ });
    const boxes = page.locator('[data-consent]').getByRole('checkbox');
    this.termsBox = boxes.first();
    this.healthDataBox = boxes.nth(1);
  }

  async open(locale: string, query: Record<string, string>): Promise<void> {
    await this.page.goto(`/${locale}/summary?${new URLSearchParams(query)}`);
    await expect(this.total).toBeVisible();
  }

  field(name: RegExp): Locator {
    return this.page.locator('[data-form="customer"]').getByRole('textbox', { name });
  }

  /**
   * Fills the details and, unless told otherwise, answers the MRI safety questions with their first
   * answer (the seed's "No") and ticks both consent boxes as a customer who accepts.
   */
  async fill(
    details: Details,
    { consent = true, safety = true }: { consent?: boolean; safety?: boolean } = {},
  ): Promise<void> {
    if (safety) await this.answerSafetyQuestions();
    await this.field(/First name|Vorname|Prénom/).fill(details.firstName);
    await this.field(/Last name|Nachname|^Nom/).fill(details.lastName);
    await this.field(/Email|E-Mail|E-mail/).fill(details.email);
    await this.field(/^Phone|Telefon|Téléphone/).fill(details.phone);
    await this.birthDate(details.birthDate);
    await this.field(/Street|Strasse|Straße|Rue/).fill(details.street);
    await this.field(/Postcode|PLZ|Code postal/).fill(details.postalCode);
    await this.field(/Town|Ort|Localité/).fill(details.city);
    if (consent) await this.acceptConsent();
  }

  /** Each person's safety questions answered with their first answer; a page without them has none to answer. */
  async answerSafetyQuestions(): Promise<void> {
    // The radios are drawn by their labels (the native input is visually hidden): click those.
    const labels = this.page.locator('label:has(input[type="radio"][id^="screening-"])');
    for (const label of await labels.all()) {
      await label.click();
      await expect(label.getByRole('radio')).toBeChecked();
    }
  }

  /** With the keyboard alone from where the focus is: Tab into each question, Space picks its first answer. */
  async answerSafetyWithKeyboard(maxPresses = 80): Promise<void> {
    const questions = await this.page.locator('input[type="radio"][id^="screening-"]').count();
    let answered = 0;
    for (let presses = 0; answered < questions && presses < maxPresses; presses += 1) {
      await this.page.keyboard.press('Tab');
      const onUnanswered = await this.page.evaluate(() => {
        const focused = document.activeElement;
        return (
          focused instanceof HTMLInputElement &&
          focused.type === 'radio' &&
          focused.name.startsWith('screening-') &&
          !focused.checked
        );
      });
      if (onUnanswered) {
        await this.page.keyboard.press('Space');
        answered += 1;
      }
    }
    expect(answered).toBe(questions);
  }

  /** One safety question answered, e.g. ("Do you have a pacemaker…", "Yes"), for the customer or the partner. */
  async answerSafety(
    question: RegExp,
    answer: RegExp,
    person: RegExp = /Your answers|Ihre Antworten|Vos réponses/,
  ): Promise<void> {
    await this.page
      .getByRole('group', { name: person })
      .getByRole('group', { name: question })
      .locator('label')
      .filter({ hasText: answer })
      .click();
  }

  /** Ticks both boxes (a box already ticked stays so). */
  async acceptConsent(): Promise<void> {
    await this.termsBox.check();
    await this.healthDataBox.check();
  }

  /** Types the birth date into its three fields: day, month and year, the order every locale here writes. */
  async birthDate(date: Details['birthDate']): Promise<void> {
    const form = this.page.locator('[data-form="customer"]');
    await form.locator('input[name="birthDate.day"]').fill(date.day);
    await form.locator('input[name="birthDate.month"]').fill(date.month);
    await form.locator('input[name="birthDate.year"]').fill(date.year);
  }
}
