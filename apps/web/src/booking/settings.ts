// Numbers editors set in site settings, as the domain reads them: a whole number within the Studio's bounds, else the default.

export interface SettingBounds {
  default: number;
  min: number;
  max: number;
}

/**
 * The value a setting stands for. A value outside the bounds (or none: a dataset published before
 * the field existed) counts as the default, so a content slip never changes what customers get.
 */
export function wholeNumberSetting(value: unknown, bounds: SettingBounds): number {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= bounds.min &&
    value <= bounds.max
    ? value
    : bounds.default;
}
