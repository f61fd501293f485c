'use client';
// The error modal's dialog: a title, the message of an error id in the page's language, one button. Loaded only by ErrorModalProvider.
import { Button } from '@/ui/button/button';
import { Modal } from '@/ui/modal/modal';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';

export interface ErrorModalProps {
  /** An error id of the catalogue or a message id; an unknown id is shown as given. Null: closed. */
  errorId: string | null;
  onClose: () => void;
}

export function ErrorModal({ errorId, onClose }: ErrorModalProps) {
  const copy = useUiCopy();
  return (
    <Modal
      isOpen={errorId !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={copy.text('errors.title')}
      role="alertdialog"
      size="s"
      showCloseButton={false}
      footer={(close) => (
        <Button variant="primary" size="l" onPress={close} autoFocus>
          {copy.text('errors.button')}
        </Button>
      )}
    >
      <p data-error-id={errorId ?? undefined}>{errorId === null ? null : copy.message(errorId)}</p>
    </Modal>
  );
}
