/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { SERVICE_ICONS as CONTENT_ICON_NAMES } from '../../../../../schemas/constants';
import { Icon, isIconName, UI_ICON_NAMES } from './icon';
import { isServiceIconName, SERVICE_ICON_NAMES, ServiceIcon } from './service-icon';

describe('icons', () => {
  it('draws every service icon the content model lets an editor choose', () => {
    expect(CONTENT_ICON_NAMES.filter((name) => !SERVICE_ICON_NAMES.includes(name))).toEqual([]);
    expect(isServiceIconName('heart')).toBe(true);
    expect(isServiceIconName('unicorn')).toBe(false);
    expect(isServiceIconName('toString')).toBe(false);
  });

  it('draws the interface icons the widgets use', () => {
    for (const name of ['close', 'check', 'info', 'warning', 'error', 'chevron', 'calendar']) {
      expect(isIconName(name)).toBe(true);
    }
    expect(isIconName('unicorn')).toBe(false);
    expect(isIconName('toString')).toBe(false);
  });

  it('is hidden from assistive technology unless it has a title', () => {
    const { container } = render(
      <>
        <ServiceIcon name="heart" />
        <ServiceIcon name="mri" title="MRI" />
        <Icon name="check" title="Done" />
      </>,
    );
    expect(container.querySelector('[data-icon="heart"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'MRI' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Done' })).toHaveAttribute('data-icon', 'check');
    expect(SERVICE_ICON_NAMES.length + UI_ICON_NAMES.length).toBeGreaterThanOrEqual(27);
  });
});
