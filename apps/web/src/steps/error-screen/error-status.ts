// Which texts the full-page error screen shows for a status: 404 and 500 their own, any other its code as the title with the 500 texts.

type Texts = 'errorPage.404' | 'errorPage.500';

export interface ErrorScreenKeys {
  /** A copy key, or null when the title is the status code itself. */
  titleKey: `${Texts}.title` | null;
  headingKey: `${Texts}.heading`;
  descriptionKey: `${Texts}.description`;
}

/** The HTTP status an error carries (a failed API answer has one), else 500. */
export function statusOfError(error: unknown): number {
  if (typeof error !== 'object' || error === null || !('status' in error)) return 500;
  const { status } = error;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : 500;
}

export function errorScreenKeys(status: number): ErrorScreenKeys {
  const texts: Texts = status === 404 ? 'errorPage.404' : 'errorPage.500';
  return {
    titleKey: status === 404 || status === 500 ? `${texts}.title` : null,
    headingKey: `${texts}.heading`,
    descriptionKey: `${texts}.description`,
  };
}
