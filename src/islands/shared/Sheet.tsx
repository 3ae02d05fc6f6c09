import { useId, useRef, type ReactNode, type TouchEvent } from 'react';
import { useModalDialog } from './useModalDialog';

export interface SheetProps {
  open: boolean;
  title: string;
  /** A line under the title (the sheet's purpose). */
  lead?: ReactNode;
  closeLabel: string;
  onDismiss: () => void;
  /** md 560 px, plans 980 px, login 920 px split with `art` (DESIGN.md §5 Modal and bottom sheet). */
  size?: 'md' | 'plans' | 'login';
  /** The login sheet's art side (desktop only). */
  art?: ReactNode;
  /** The call to action, kept in view at the sheet's foot on a phone (`.sheet__foot`). */
  foot?: ReactNode;
  /** Extra class on the <dialog> (login-modal, money-modal). */
  className?: string;
  children: ReactNode;
}

/** How far a finger drags the sheet down before letting go closes it (DESIGN.md §5: swipe down). */
const SWIPE_CLOSE_PX = 80;

/**
 * DESIGN.md §5 "Modal and bottom sheet": one component for every modal. A native <dialog> named by
 * its title (focus trapped, Escape closes, focus returns to the opener: useModalDialog), docked
 * to the bottom on a phone with a grabber and its CTA sticky at the foot, centred on a desktop.
 * The room inside belongs to `.sheet__body` (a click on the <dialog> itself is a click on the
 * backdrop), so nothing inside ever touches the dialog's edge.
 */
export function Sheet({
  open,
  title,
  lead,
  closeLabel,
  onDismiss,
  size = 'md',
  art,
  foot,
  className = '',
  children,
}: SheetProps) {
  const titleId = useId();
  const dialog = useModalDialog(open, onDismiss);
  const swipe = useRef<number | null>(null);

  // Swipe down on the grabber or the head closes the sheet (phones; the close button stays).
  const onTouchStart = (event: TouchEvent) => {
    swipe.current = event.touches[0]?.clientY ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = swipe.current;
    swipe.current = null;
    const end = event.changedTouches[0]?.clientY;
    if (start !== null && end !== undefined && end - start > SWIPE_CLOSE_PX) onDismiss();
  };

  return (
    <dialog {...dialog} aria-labelledby={titleId} className={`sheet sheet--${size} ${className}`.trim()}>
      {art && (
        <div className="sheet__art" aria-hidden="true">
          {art}
        </div>
      )}
      <div className="sheet__body">
        <div className="sheet__head" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
          <span className="sheet__grabber" aria-hidden="true" />
          <div className="sheet__titles">
            <h2 id={titleId} className="sheet__title">
              {title}
            </h2>
            {lead && <p className="sheet__lead">{lead}</p>}
          </div>
          <button type="button" className="sheet__close" aria-label={closeLabel} onClick={onDismiss}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
            </svg>
          </button>
        </div>
        {open && children}
        {open && foot && <div className="sheet__foot">{foot}</div>}
      </div>
    </dialog>
  );
}
