import { useToastStore } from '../../lib/ui/toast-store';
import './toast.css';

/** The one toast area of the app (role status: read out without moving focus). */
export function ToastHost() {
  const toast = useToastStore((state) => state.toast);
  return (
    <div className="toast-host" role="status" aria-live="polite">
      {toast ? (
        <p key={toast.id} className={`toast toast--${toast.tone}`} data-testid="toast" data-tone={toast.tone}>
          {toast.text}
        </p>
      ) : null}
    </div>
  );
}
