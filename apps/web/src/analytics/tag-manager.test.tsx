/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { gtmContainerId, TagManager } from './tag-manager';

describe('tag manager', () => {
  it('loads only when a container id is configured', () => {
    expect(gtmContainerId(undefined)).toBeNull();
    expect(gtmContainerId('')).toBeNull();
    const { container, rerender } = render(<TagManager containerId={null} />);
    expect(container.querySelector('script#gtm')).toBeNull();
    rerender(<TagManager containerId="GTM-AB12CD3" />);
    expect(container.querySelector('script#gtm')?.textContent).toContain(
      "'dataLayer','GTM-AB12CD3'",
    );
  });

  it('refuses anything that is not a container id, so nothing can be injected', () => {
    expect(gtmContainerId(' GTM-AB12CD3 ')).toBe('GTM-AB12CD3');
    expect(gtmContainerId("GTM-1');alert(1);//")).toBeNull();
    expect(gtmContainerId('UA-12345-1')).toBeNull();
  });
});
