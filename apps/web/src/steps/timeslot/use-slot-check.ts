'use client';
// The last look before leaving the time slot step: is the chosen start still free? If not, say so and load the calendar again.
import { useCallback, useState } from 'react';
import { sendClientLog } from '@/client/client-log/client-log';
import { useErrorModal } from '@/client/error-modal/error-modal';
import { ApiError, errorIdOf } from '@/client-api/request';
import { isSlotStillFree, type SlotSelection } from './api';

export const SLOT_TAKEN_ERROR = 'reserve-timeslot-error-already-booked';

export interface SlotCheck {
  /** Checks `start`; calls `onFree` when it is still free. */
  check: (start: string, onFree: () => void) => Promise<void>;
  isChecking: boolean;
  /** True after a check found the start taken, until the next check. */
  wasTaken: boolean;
}

export function useSlotCheck(input: {
  /** Null until the selection is known: nothing is offered then, so nothing is checked. */
  selection: SlotSelection | null;
  /** Forget the taken start (cart and address). */
  onTaken: () => void;
  /** Load the slot calendar again. */
  refresh: () => Promise<unknown>;
}): SlotCheck {
  const { selection, onTaken, refresh } = input;
  const { showError } = useErrorModal();
  const [isChecking, setChecking] = useState(false);
  const [wasTaken, setTaken] = useState(false);

  const check = useCallback(
    async (start: string, onFree: () => void) => {
      if (selection === null) return;
      setChecking(true);
      setTaken(false);
      let errorId: string | null = null;
      try {
        if (await isSlotStillFree(selection, start)) {
          onFree();
          return;
        }
        errorId = SLOT_TAKEN_ERROR;
        setTaken(true);
        onTaken();
        sendClientLog({
          level: 'info',
          message: 'timeslot-occupied',
          context: { step: 'timeslot' },
        });
      } catch (error) {
        errorId = errorIdOf(error);
        sendClientLog({
          level: 'warn',
          message: 'check-timeslot-occupation-error',
          context: { status: error instanceof ApiError ? error.status : null },
        });
      } finally {
        setChecking(false);
      }
      showError(errorId);
      await refresh();
    },
    [selection, onTaken, refresh, showError],
  );

  return { check, isChecking, wasTaken };
}
