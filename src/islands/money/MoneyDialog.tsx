import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../shared/useModalDialog';

interface Props {
  open: boolean;
  title: string;
  closeLabel: string;
  onDismiss: () => void;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * A money modal's frame: a <dialog> named by its title (brief: dialogs named by their titles),
 * focus trapped inside and returned to the opener, Escape, the backdrop and × dismiss it.
 */
export function MoneyDialog({ open, title, closeLabel, onDismiss, size = 'md', children }: Props) {
  const titleId = useId();
  const dialog = useModalDialog(open, onDismiss);
  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      className={`money-modal money-modal-${size} p-0 border-0 rounded-3 shadow`}
    >
      <div className="dialog-body">
        <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
          <h2 id={titleId} className="h5 m-0">
            {title}
          </h2>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-label={closeLabel}
            onClick={onDismiss}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {open && children}
      </div>
    </dialog>
  );
}

/** A modal's data while it loads ('please wait', spec §2) or after it failed (its message, a retry). */
export function LoadState({
  failed,
  wait,
  retry,
  onRetry,
}: {
  failed: string | null;
  wait: string;
  retry: string;
  onRetry: () => void;
}) {
  if (failed === null)
    return (
      <>
        <p role="status" className="text-body-secondary">
          {wait}
        </p>
        {/* The shape of what is coming (two rows), so the dialog does not jump when it comes. */}
        <span className="skeleton skeleton-row" aria-hidden="true" />
        <span className="skeleton skeleton-row" aria-hidden="true" />
      </>
    );
  return (
    <div role="alert" className="alert alert-danger d-flex flex-wrap gap-2 align-items-center justify-content-between">
      <span>{failed}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
