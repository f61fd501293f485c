// The Zurich day of a slot start, shared by the summary's overview and its reservation payload checks.
import { parseInstant, zurichDateOf } from '@/booking/time';

export function dayOfStart(start: string | null): string | null {
  const instant = parseInstant(start);
  return instant === null ? null : zurichDateOf(instant);
}
