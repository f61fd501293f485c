// Page object of a partner's link: the email check, the fixed appointment and the partner's own details.
import { expect, type Locator, type Page } from '@playwright/test';

export class PartnerPage {
  readonly emailField: Locator;
  readonly verifyButton: Locator;
  readonly appointment: Locator;
  readonly submitButton: Locator;
  readonly errorModal: Locator;

  constructor(readonly page: Page) {
    this.emailField = page.getByRole('textbox', {
      name: /Your email address|Ihre E-Mail-Adresse|Votre adresse e-mail/,
    });
    this.verifyButton = page.getByRole('button', {
      name: /Show my appointment|Meinen Termin anzeigen|Afficher mon rendez-vous/,
    });
    this.appointment = page.getByLabel(/^(Your appointment|Ihr Termin|Votre rendez-vous)$/);
    this.submitButton = page.getByRole('button', {
      name: /Confirm my details|Meine Angaben bestätigen|Confirmer mes informations/,
    });
    this.errorModal = page.getByRole('alertdialog');
  }

  /** Proves the link with an email; the page then shows the appointment or the error modal. */
  async verify(email: string): Promise<void> {
    await this.emailField.fill(email);
    await this.verifyButton.click();
  }

  /** Closes the error modal with its one button. */
  async acceptError(): Promise<void> {
    await this.errorModal.getByRole('button').click();
    await expect(this.errorModal).toBeHidden();
  }
}
