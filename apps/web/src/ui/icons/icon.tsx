// One interface icon (close, check, chevron…) by name as inline SVG. Server-renderable, no client JS.
// Only the interface set: the service icons the content names are ServiceIcon's, so a widget's icon does not bring every drawing into the page's first scripts.
import { type IconFrameProps, IconSvg } from './icon-svg';
import { UI_ICONS } from './ui-icons';

export type IconName = keyof typeof UI_ICONS;

export const UI_ICON_NAMES = Object.keys(UI_ICONS) as IconName[];

/** True for an interface icon's name. */
export function isIconName(name: unknown): name is IconName {
  return typeof name === 'string' && Object.hasOwn(UI_ICONS, name);
}

export interface IconProps extends IconFrameProps {
  name: IconName;
}

export function Icon({ name, ...frame }: IconProps) {
  return <IconSvg name={name} drawing={UI_ICONS[name]} {...frame} />;
}
