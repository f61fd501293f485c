// Shared steps of the browser tests: an axe-core check, Tab to a control, waiting for a control's scripts and the design-system page's controls.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * WCAG 2.1 A and AA plus axe's best practices; the report names each violation and its nodes.
 * `include` limits the check to part of the page (see the open combo box).
 */
export async function expectNoAxeViolations(
  page: Page,
  context = '',
  include: string[] = [],
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  for (const selector of include) builder = builder.include(selector);
  // A modal or toast fading in is half transparent: axe would measure its text's contrast mid-way.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const { violations } = await builder.analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(report, `axe violations ${context}`).toEqual([]);
}

export const COMPONENT_SECTIONS = [
  'tokens',
  'button',
  'info-block',
  'text-field',
  'phone-input',
  'modal',
  'error-modal',
  'toast',
  'idle-popup',
] as const;

/** The design-system page with the idle popup far away, so it does not cover what a test looks at. */
export async function openDesignSystem(page: Page, query = 'idleSeconds=600'): Promise<void> {
  await page.goto(`/_design-system?${query}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
}

export function idlePopup(page: Page) {
  return page.getByRole('dialog', { name: 'Questions about your check-up?' });
}

/** Presses Tab until the target has focus (or fails after `limit` presses). */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Waits until React has hydrated `control` (it keeps its props on the element), so one press of a
 * control that only scripts can serve (a dialog, a combo box's list) is the press that counts.
 */
export async function expectHydrated(control: Locator): Promise<void> {
  await expect
    .poll(() =>
      control.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
}
