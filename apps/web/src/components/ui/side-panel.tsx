import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from './use-dialog-focus';
import './side-panel.css';

interface SidePanelProps {
  side: 'left' | 'right';
  label: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal drawer with a mask; mounted only while open. */
export function SidePanel({ side, label, testId, onClose, children }: SidePanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogFocus(panelRef, onClose);
  return createPortal(
    <div className={`side-panel side-panel--${side}`}>
      <div className="side-panel__mask" data-testid={`${testId}-mask`} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        className="side-panel__body"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        data-testid={testId}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
