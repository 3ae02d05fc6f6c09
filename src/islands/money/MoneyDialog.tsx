import type { ReactNode } from 'react';
import { Sheet } from '../shared/Sheet';

interface Props {
  open: boolean;
  title: string;
  lead?: ReactNode;
  closeLabel: string;
  onDismiss: () => void;
  size?: 'md' | 'plans';
  foot?: ReactNode;
  children: ReactNode;
}

/**
 * A money modal's frame: the shared sheet (DESIGN.md §5 Modal and bottom sheet), a <dialog> named
 * by its title, focus trapped inside and returned to the opener, Escape, the backdrop and × dismiss it.
 */
export function MoneyDialog({ size = 'md', ...props }: Props) {
  return <Sheet {...props} size={size} className="money-modal" />;
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
        <p role="status" className="sheet-note">
          {wait}
        </p>
        {/* The shape of what is coming (two rows), so the dialog does not jump when it comes. */}
        <span className="skeleton skeleton-row" aria-hidden="true" />
        <span className="skeleton skeleton-row" aria-hidden="true" />
      </>
    );
  return (
    <div role="alert" className="sheet-alert sheet-alert--danger">
      <span>{failed}</span>
      <button type="button" className="btn btn-sm btn-secondary" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
