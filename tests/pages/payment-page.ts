// Page objects of the payment, payment-return and success steps.
import { expect, type Locator, type Page } from '@playwright/test';

export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
  incorrectCvc: '4000 0000 0000 0127',
  processingError: '4000 0000 0000 0119',
  threeDSecure: '4000 0025 0000 3155',
  threeDSecureThenInsufficientFunds: '4000 0082 6000 3178',
};

export class PaymentPage {
  readonly dueNow: Locator;
  /** The rest of a downpayment, paid at the clinic: its label and amount. */
  readonly dueAtClinic: Locator;
  readonly cardNumber: Locator;
  readonly payButton: Locator;
  readonly emailField: Locator;
  readonly emailButton: Locator;
  readonly errorModal: Locator;

  constructor(readonly page: Page) {
    this.dueNow = page.getByTestId('price-due-now');
    this.dueAtClinic = page
      .getByText(/^(Due at the clinic|In der Klinik zu bezahlen|À régler à la clinique)$/)
      .locator('..');
    this.cardNumber = page.getByRole('textbox', {
      name: /Card number|Kartennummer|Numéro de carte/,
    });
    this.payButton = page.getByRole('button', { name: /^(Pay|Payer) |bezahlen$/ });
    this.emailField = page.getByRole('textbox', {
      name: /Email address|E-Mail-Adresse|Adresse e-mail/,
    });
    this.emailButton = page.getByRole('button', {
      name: /Continue to payment|Weiter zur Zahlung|Continuer vers le paiement/,
    });
    this.errorModal = page.getByRole('alertdialog');
  }

  async open(locale: string, reservationId: string): Promise<void> {
    await this.page.goto(`/${locale}/payment?${new URLSearchParams({ reservationId })}`);
  }

  async waitForForm(): Promise<void> {
    await expect(this.payButton).toBeEnabled();
  }

  /** Why the card was refused, as the card field reads it (aria-describedby). */
  async expectRefused(reason: string): Promise<void> {
    await expect(this.cardNumber).toHaveAccessibleDescription(reason);
    await expect(this.page.getByText(reason)).toHaveCount(1);
    await expect(this.cardNumber).toHaveValue('');
    await expect(this.cardNumber).toBeFocused();
  }

  /** Types the card and presses Pay; the browser then leaves for the return page. */
  async payWith(card: string): Promise<void> {
    await this.waitForForm();
    await this.cardNumber.fill(card);
    await this.payButton.click();
  }

  /** From the focused card number: the card, Tab, an expiry, Tab, a CVC, and Enter pays. */
  async typeCardAndPay(card: string): Promise<void> {
    await expect(this.cardNumber).toBeFocused();
    await this.page.keyboard.type(card);
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.type('12/34');
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.type('123');
    await this.page.keyboard.press('Enter');
  }

  async confirmEmail(email: string): Promise<void> {
    await this.emailField.fill(email);
    await this.emailButton.click();
  }

  /** Closes the error modal with its one button. */
  async acceptError(): Promise<void> {
    await this.errorModal.getByRole('button').click();
    await expect(this.errorModal).toBeHidden();
  }
}

export class SuccessPage {
  readonly heading: Locator;
  readonly calendarButton: Locator;
  readonly bookAnother: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.calendarButton = page.getByRole('button', {
      name: /Add to calendar|Zum Kalender hinzufügen|Ajouter au calendrier/,
    });
    this.bookAnother = page.getByRole('button', {
      name: /Book another check-up|Weiteren Check-up buchen|Réserver un autre check-up/,
    });
  }

  async expectBooked(reservationName: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/success\?/);
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByText(reservationName)).toBeVisible();
  }
}

type WithDataLayer = { dataLayer?: Record<string, unknown>[] };

/** Everything this document's data layer has received. */
export function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as unknown as WithDataLayer).dataLayer ?? []);
}

/** The purchase events this document's data layer has received. */
export async function purchases(page: Page): Promise<Record<string, unknown>[]> {
  return (await dataLayer(page)).filter((entry) => entry.event === 'purchase');
}
