// A refusal decided by the domain, apart from the catalogue: code that only throws one (the add-ons' rules in the browser) carries neither the ids nor their statuses.
import type { ErrorId } from './error-ids';

/** A refusal decided by the domain: an error id plus, for validation, the fields at fault. */
export class BookingError extends Error {
  readonly id: ErrorId;
  readonly fields: string[];
  constructor(id: ErrorId, fields: string[] = []) {
    super(id);
    this.name = 'BookingError';
    this.id = id;
    this.fields = fields;
  }
}
