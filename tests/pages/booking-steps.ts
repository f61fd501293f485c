// Page objects of the first booking steps (check-up, add-ons, location) and the booking frame around them.
import { expect, type Locator, type Page } from '@playwright/test';

const CONTINUE = /^(Continue|Weiter|Continuer)/;

export class BookingFrame {
  constructor(readonly page: Page) {}

  /** The step marked aria-current="step" in the step indicator. */
  currentStep(): Locator {
    return this.page.getByRole('navigation').locator('[aria-current="step"]');
  }

  /** Opens the language menu; once it is open, the page has hydrated. */
  async openLanguageMenu(): Promise<void> {
    const button = this.page.getByRole('button', { name: /^(Language|Sprache|Langue)/ });
    // A react-aria menu needs the page's scripts by nature: a press before hydration does nothing,
    // so press until the menu opens.
    await expect(async () => {
      await button.click();
      await expect(this.page.getByRole('menu')).toBeVisible({ timeout: 1_000 });
    }).toPass();
  }

  /** Opens the language menu and follows the item of another locale. */
  async switchLanguage(name: RegExp): Promise<void> {
    await this.openLanguageMenu();
    await this.page.getByRole('menuitem', { name }).click();
  }

  /** The search part of the current address as a plain object. */
  query(): Record<string, string[]> {
    const params = new URL(this.page.url()).searchParams;
    const query: Record<string, string[]> = {};
    for (const [name, value] of params) query[name] = [...(query[name] ?? []), value];
    return query;
  }
}

export class CheckupStepPage {
  constructor(readonly page: Page) {}

  async open(locale: string, query = ''): Promise<void> {
    await this.page.goto(`/${locale}/check-up${query}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  card(title: string | RegExp): Locator {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 2, name: title }) });
  }

  /** Chooses a package for one person (pair: the book-for-two link) and waits for the next step. */
  async choose(title: string | RegExp, pair = false): Promise<void> {
    const card = this.card(title);
    // Links, followed at once: before the page's scripts have loaded the browser follows them.
    const link = pair ? card.getByRole('link').nth(1) : card.getByRole('link').first();
    await link.click();
    await expect(this.page).toHaveURL(/\/(add-ons|location)\?/);
  }
}

export class AddonsStepPage {
  /** A link: it carries the address on, before the page's scripts have loaded too. */
  readonly continueButton: Locator;

  constructor(readonly page: Page) {
    this.continueButton = page.getByRole('link', { name: CONTINUE });
  }

  addon(name: string | RegExp, group?: string | RegExp): Locator {
    const scope = group ? this.page.getByRole('group', { name: group }) : this.page;
    return scope.getByRole('checkbox', { name });
  }

  /** Toggles an add-on and waits for the cart to write the choice into the address. */
  async toggle(name: string | RegExp): Promise<void> {
    const box = this.addon(name);
    const before = await box.isChecked();
    const address = this.page.url();
    // The browser's own checkbox answers at once; React replays a press made before hydration.
    await box.click({ force: true });
    await expect(box).toBeChecked({ checked: !before });
    // Continue carries the address on: it must hold the choice first.
    await expect(this.page).not.toHaveURL(address);
  }

  async continue(): Promise<void> {
    await this.continueButton.click();
    await expect(this.page).toHaveURL(/\/location\?/);
  }
}

export class LocationStepPage {
  readonly continueButton: Locator;

  constructor(readonly page: Page) {
    this.continueButton = page.getByRole('button', { name: CONTINUE });
  }

  clinic(name: string | RegExp): Locator {
    return this.page.getByRole('radio', { name });
  }

  /** Chooses a clinic: the browser's own radio of a native form, checked at once. */
  async choose(name: string | RegExp): Promise<void> {
    const radio = this.clinic(name);
    await radio.click({ force: true });
    await expect(radio).toBeChecked();
  }

  async continue(): Promise<void> {
    await this.continueButton.click();
    await expect(this.page).toHaveURL(/\/timeslot\?/);
  }
}
