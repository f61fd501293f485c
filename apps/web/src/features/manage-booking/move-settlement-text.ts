// What moving to a clinic does to the price, in the customer's words: the note beside each clinic of the reschedule section.
import type { useUiCopy } from '@/ui/ui-copy/ui-copy';
import type { MoveClinic } from './api';

type Copy = ReturnType<typeof useUiCopy>;

/** What moving there does to the price, in the customer's words; null for the same price. */
export function settlementText(clinic: MoveClinic, copy: Copy, money: (minor: number) => string) {
  const { settlement } = clinic;
  switch (settlement.kind) {
    case 'same':
      return null;
    case 'refund':
      return copy.format('manage.moveRefund', { amount: money(settlement.amount) });
    case 'charge':
      return copy.format('manage.moveCharge', { amount: money(settlement.amount) });
    case 'rest':
      return settlement.difference > 0
        ? copy.format('manage.moveRestMore', { amount: money(settlement.difference) })
        : copy.format('manage.moveRestLess', { amount: money(-settlement.difference) });
    case 'instalments': {
      // What was paid beyond the new price comes back, and no month is left to pay.
      if (settlement.refund > 0 || settlement.monthly === null)
        return copy.format('manage.moveInstalmentsRefund', { amount: money(settlement.refund) });
      const values = { from: money(settlement.monthly.from), to: money(settlement.monthly.to) };
      // The first unpaid month carries the split's remainder: a few cents more, said so.
      const next = settlement.installments[settlement.paidMonths] ?? settlement.monthly.to;
      return next === settlement.monthly.to
        ? copy.format('manage.moveInstalments', values)
        : copy.format('manage.moveInstalmentsNext', { ...values, next: money(next) });
    }
    case 'not-online':
      return copy.format('manage.moveNotOnline', {
        amount: money(Math.abs(settlement.difference)),
      });
  }
}
