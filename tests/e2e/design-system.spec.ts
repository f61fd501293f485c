// The design-system pages: every component and icon renders, each open state passes axe-core, and the widgets behave.
import { expect, test } from '@playwright/test';
import { COMPONENT_SECTIONS, expectNoAxeViolations, openDesignSystem } from './support';

test.describe('/_design-system', () => {
  test('shows every component in every variant, without an axe violation', async ({ page }) => {
    await openDesignSystem(page);
    for (const section of COMPONENT_SECTIONS) {
      await expect(page.locator(`[data-component="${section}"]`)).toBeVisible();
    }
    const buttons = page.locator('[data-component="button"]');
    for (const variant of [
      'primary',
      'secondary',
      'tertiary',
      'ghost',
      'info',
      'danger',
      'guiding',
    ]) {
      const row = buttons.locator(`[data-variant="${variant}"]`);
      for (const size of ['M', 'L', 'XL']) {
        await expect(row.getByRole('button', { name: `Book ${size}`, exact: true })).toBeVisible();
      }
    }
    await expect(page.locator('[data-component="info-block"] [data-variant]')).toHaveCount(5);
    await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveCount(3);
    await expectNoAxeViolations(page, 'on the page');
  });

  for (const variant of ['light', 'dark'] as const) {
    test(`opens the ${variant} modal, locks scroll, closes on an outside click`, async ({
      page,
    }) => {
      await openDesignSystem(page);
      await page.getByRole('button', { name: `Open ${variant} modal` }).click();
      const dialog = page.getByRole('dialog', { name: 'What happens at the check-up' });
      await expect(dialog).toBeVisible();
      await expect(page.locator(`[data-variant="${variant}"]`).filter({ has: dialog })).toHaveCount(
        1,
      );
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
        'hidden',
      );
      await expectNoAxeViolations(page, `with the ${variant} modal open`);
      await page.mouse.click(8, 8);
      await expect(dialog).toBeHidden();
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
      ).not.toBe('hidden');
    });
  }

  test('the phone input lists countries by name and combines the number', async ({ page }) => {
    await openDesignSystem(page);
    const country = page.getByRole('combobox', { name: 'Country code' }).first();
    const toggle = page.getByRole('button', { name: 'Show suggestions Country code' }).first();
    // A press before hydration does nothing: press until the list opens.
    await expect(async () => {
      await toggle.click();
      await expect(page.getByRole('listbox')).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole('option').first()).toContainText('Switzerland');
    // While its list is open, react-aria hides the rest of the page from screen readers (as a
    // modal would) and keeps focus in the input, so the open widget is what there is to check.
    await expectNoAxeViolations(page, 'with the country list open', [
      '[data-component="phone-input"] [data-rac]:has([role="combobox"])',
      '[role="listbox"]',
    ]);
    await country.fill('ger');
    await page.getByRole('option', { name: 'Germany' }).click();
    await expect(country).toHaveValue('+49');
    const number = page.getByRole('textbox', { name: 'Phone', exact: true });
    await number.fill('0151 2345');
    await number.blur();
    await expect(page.getByText('Please enter a valid phone number.').first()).toBeVisible();
    await number.fill('0151 23456789');
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('the error modal shows the message of an id, or the id itself', async ({ page }) => {
    await openDesignSystem(page);
    await page.getByRole('button', { name: 'Known error id', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Something went wrong' });
    await expect(dialog).toContainText('Reservation failed. Please try again.');
    await expectNoAxeViolations(page, 'with the error modal open');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Unknown error id' }).click();
    await expect(dialog).toContainText('some-new-error-id');
  });

  test('closing the error modal leads to its accept route with the query kept', async ({
    page,
  }) => {
    await openDesignSystem(page, 'idleSeconds=600&checkup=mammography');
    await page.getByRole('button', { name: 'Error with an accept route' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/_design-system\/icons\?idleSeconds=600&checkup=mammography$/);
  });

  test('toasts show in three variants and hide after their duration', async ({ page }) => {
    await openDesignSystem(page);
    for (const variant of ['info', 'success', 'danger']) {
      await page.getByRole('button', { name: `Show ${variant} toast` }).click();
      await expect(page.locator(`[role="alertdialog"][data-variant="${variant}"]`)).toBeVisible();
    }
    await expectNoAxeViolations(page, 'with toasts shown');
    await page.getByRole('button', { name: 'Toast without OK (5 s)' }).click();
    const copied = page.getByRole('alertdialog', { name: 'Link copied' });
    await expect(copied).toBeVisible();
    await expect(copied.getByRole('button')).toHaveCount(0);
    await expect(copied).toBeHidden({ timeout: 8_000 });
  });
});

test('/_design-system/icons shows every icon with its name, without an axe violation', async ({
  page,
}) => {
  await page.goto('/_design-system/icons');
  const names = await page
    .locator('[data-icon-name]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-icon-name')));
  for (const name of ['mri', 'blood-drop', 'breast', 'brain', 'lungs', 'heart', 'close', 'globe']) {
    expect(names).toContain(name);
    await expect(page.locator(`[data-icon-name="${name}"] svg`)).toBeVisible();
    await expect(page.locator(`[data-icon-name="${name}"]`)).toContainText(name);
  }
  expect(names.length).toBeGreaterThanOrEqual(28);
  await expectNoAxeViolations(page, 'on the icon page');
});
