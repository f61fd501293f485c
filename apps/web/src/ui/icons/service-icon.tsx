// One service icon (the drawing an editor picks for an add-on) by name as inline SVG. Server-renderable, no client JS.
import { type IconFrameProps, IconSvg } from './icon-svg';
import { SERVICE_ICONS } from './service-icons';

export type ServiceIconName = keyof typeof SERVICE_ICONS;

export const SERVICE_ICON_NAMES = Object.keys(SERVICE_ICONS) as ServiceIconName[];

/** True for a name this set draws; content may name an icon we do not have (yet). */
export function isServiceIconName(name: unknown): name is ServiceIconName {
  return typeof name === 'string' && Object.hasOwn(SERVICE_ICONS, name);
}

export interface ServiceIconProps extends IconFrameProps {
  name: ServiceIconName;
}

export function ServiceIcon({ name, ...frame }: ServiceIconProps) {
  return <IconSvg name={name} drawing={SERVICE_ICONS[name]} {...frame} />;
}
