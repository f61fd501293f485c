'use client';
// Asked when the visitor chooses a clinic that does not deliver some of the chosen add-ons: remove them and book there, or pick another clinic. Nothing is dropped unasked.
import { Button } from '@/ui/button/button';
import { LazyModal } from '@/ui/modal/lazy-modal';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import styles from './location.module.css';

export interface LackingAddonsQuestion {
  /** The clinic chosen, in the page's language. */
  locationTitle: string;
  /** Titles of the chosen add-ons it does not deliver. */
  lacking: string[];
}

export interface LackingAddonsDialogProps {
  /** Null: closed (the last question stays while the dialog fades out). */
  question: LackingAddonsQuestion | null;
  /** Remove the add-ons and choose the clinic. */
  onRemove: () => void;
  /** Pick another clinic: the selection stays as it was (also Escape, the ✕ and a click outside). */
  onKeep: () => void;
}

export function LackingAddonsDialog({ question, onRemove, onKeep }: LackingAddonsDialogProps) {
  const copy = useUiCopy();
  const location = question?.locationTitle ?? '';
  const services = (question?.lacking ?? []).join(', ');
  return (
    <LazyModal
      isOpen={question !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onKeep();
      }}
      size="s"
      title={copy.format('location.lackingTitle', { location })}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="primary" onPress={onRemove}>
            {copy.format('location.lackingRemove', { services })}
          </Button>
          <Button variant="secondary" onPress={onKeep}>
            {copy.text('location.lackingKeep')}
          </Button>
        </div>
      }
    >
      <p>{copy.format('location.lackingText', { location, services })}</p>
    </LazyModal>
  );
}
