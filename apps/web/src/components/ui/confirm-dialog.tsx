import { useId } from 'react';
import { Modal } from './modal';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  title: string;
  message: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  testId: string;
}

/** A question with cancel and confirm (SPEC's in_popup_prompt style). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, message, cancelLabel, confirmLabel, onCancel, onConfirm, testId } = props;
  const messageId = useId();
  return (
    <Modal title={title} testId={testId} onClose={onCancel} role="alertdialog" describedBy={messageId}>
      <p id={messageId} className="confirm-dialog__message">
        {message}
      </p>
      <div className="confirm-dialog__actions">
        <button type="button" className="btn btn--ghost" data-testid={`${testId}-cancel`} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="btn btn--primary" data-testid={`${testId}-confirm`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
