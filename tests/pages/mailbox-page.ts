// Page object of /_dev/mailbox: the local demo's messages, newest first, and the one chosen shown in a sandboxed frame.
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

export class MailboxPage {
  readonly message: FrameLocator;

  constructor(readonly page: Page) {
    this.message = page.frameLocator('iframe[title^="Message:"]');
  }

  async open(): Promise<void> {
    await this.page.goto('/_dev/mailbox');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  }

  /** The listed messages addressed to `email`. */
  messagesTo(email: string): Locator {
    return this.page.getByRole('row').filter({ hasText: email });
  }

  /**
   * Reloads the page until exactly `count` messages to `email` are listed (one by default), for at
   * most `withinMs` (a customer's wait), then shows the newest.
   */
  async openTheMessageTo(email: string, withinMs: number, count = 1): Promise<void> {
    await expect(async () => {
      await this.open();
      await expect(this.messagesTo(email)).toHaveCount(count, { timeout: 500 });
    }).toPass({ timeout: withinMs, intervals: [250, 500, 1000] });
    await this.messagesTo(email).first().getByRole('link').click();
    await expect(this.page).toHaveURL(/\?message=/);
  }
}
