import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from './use-dialog-focus';
import './modal.css';

interface ModalProps {
  title: string;
  testId: string;
  onClose: () => void;
  /** 'alertdialog' for questions that need an answer. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  children: ReactNode;
}

/**
 * A centred modal box over a mask; mask click and Escape close it. Portalled
 * because an ancestor with a transform (footer, drawer) would trap position: fixed.
 */
export function Modal({ title, testId, onClose, role = 'dialog', describedBy, children }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(ref, onClose);
  return createPortal(
    <div className="modal">
      <div className="modal__mask" data-testid={`${testId}-mask`} onClick={onClose} aria-hidden="true" />
      <div
        ref={ref}
        className="modal__box"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        data-testid={testId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
