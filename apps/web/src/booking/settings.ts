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
export function numberSetting(value: unknown, bounds: SettingBounds): number {
  return typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= bounds.min &&
    value <= bounds.max
    ? value
    : bounds.default;
}

/** As numberSetting, for a setting counted in whole units (days, hours, people). */
export function wholeNumberSetting(value: unknown, bounds: SettingBounds): number {
  return Number.isInteger(value) ? numberSetting(value, bounds) : bounds.default;
}
