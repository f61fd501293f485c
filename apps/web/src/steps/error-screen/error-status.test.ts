// The error screen's texts by status, as the specification lists them.
import { errorScreenKeys, statusOfError } from './error-status';

describe('the full-page error screen', () => {
  it('has its own texts for 404 and for 500', () => {
    expect(errorScreenKeys(404)).toEqual({
      titleKey: 'errorPage.404.title',
      headingKey: 'errorPage.404.heading',
      descriptionKey: 'errorPage.404.description',
    });
    expect(errorScreenKeys(500)).toEqual({
      titleKey: 'errorPage.500.title',
      headingKey: 'errorPage.500.heading',
      descriptionKey: 'errorPage.500.description',
    });
  });

  it('shows any other status as its code in the title, with the 500 texts', () => {
    expect(errorScreenKeys(503)).toEqual({
      titleKey: null,
      headingKey: 'errorPage.500.heading',
      descriptionKey: 'errorPage.500.description',
    });
  });

  it('takes the status an error carries, and 500 for any other error', () => {
    expect(statusOfError(Object.assign(new Error('x'), { status: 409 }))).toBe(409);
    expect(statusOfError(new Error('x'))).toBe(500);
    expect(statusOfError(Object.assign(new Error('x'), { status: 200 }))).toBe(500);
    expect(statusOfError({ status: '404' })).toBe(500);
    expect(statusOfError(null)).toBe(500);
  });
});
