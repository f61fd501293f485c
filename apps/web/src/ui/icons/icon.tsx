// One inline SVG icon by name; decorative unless given a title. Server-renderable, no client JS.
import type { CSSProperties } from 'react';
import { SERVICE_ICONS } from './service-icons';
import { UI_ICONS } from './ui-icons';

const ICONS = { ...SERVICE_ICONS, ...UI_ICONS };

export type IconName = keyof typeof ICONS;
export type ServiceIconName = keyof typeof SERVICE_ICONS;

export const SERVICE_ICON_NAMES = Object.keys(SERVICE_ICONS) as ServiceIconName[];
export const UI_ICON_NAMES = Object.keys(UI_ICONS) as (keyof typeof UI_ICONS)[];
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/** True for a name this set draws; content may name an icon we do not have (yet). */
export function isIconName(name: unknown): name is IconName {
  return typeof name === 'string' && Object.hasOwn(ICONS, name);
}

export interface IconProps {
  name: IconName;
  /** Pixels; the icon scales with its stroke. */
  size?: number;
  /** Makes the icon meaningful to assistive technology; without it the icon is hidden from it. */
  title?: string;
  className?: string;
  style?: CSSProperties;
}

export function Icon({ name, size = 24, title, className, style }: IconProps) {
  const drawing = {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: '0 0 24 24',
    width: size,
    height: size,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.75,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    className,
    style,
    focusable: 'false',
    'data-icon': name,
  } as const;
  if (title === undefined) {
    return (
      <svg {...drawing} aria-hidden="true">
        {ICONS[name]}
      </svg>
    );
  }
  return (
    <svg {...drawing} role="img" aria-label={title}>
      <title>{title}</title>
      {ICONS[name]}
    </svg>
  );
}
