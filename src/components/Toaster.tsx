import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  useToasts,
  type Toast,
} from '@lib/toast';
import './toaster.css';

/** Pixels a pointer may move before a press becomes a swipe (so clicks on the buttons still work). */
const SWIPE_START_PX = 4;

/** Runs `onTimeout` after `duration` ms of unpaused time. */
function useAutoClose(duration: number, paused: boolean, onTimeout: () => void) {
  const remaining = useRef(duration);
  const timeout = useRef(onTimeout);
  useEffect(() => {
    timeout.current = onTimeout;
  });
  useEffect(() => {
    if (paused || duration === Infinity) return;
    const started = Date.now();
    const timer = setTimeout(() => timeout.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, duration]);
}

function useSwipeRight(onSwiped: () => void) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [swiping, setSwiping] = useState(false);

  const end = (dx: number) => {
    start.current = null;
    setSwiping(false);
    if (dx > TOAST_SWIPE_THRESHOLD_PX) onSwiped();
    else setOffset(0);
  };

  return {
    offset,
    swiping,
    handlers: {
      onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
        if (event.button !== 0) return;
        start.current = { x: event.clientX, pointerId: event.pointerId };
      },
      onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
        if (!start.current || start.current.pointerId !== event.pointerId) return;
        const dx = Math.max(0, event.clientX - start.current.x);
        if (!swiping && dx > SWIPE_START_PX) {
          setSwiping(true);
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        if (swiping || dx > SWIPE_START_PX) setOffset(dx);
      },
      onPointerUp: (event: ReactPointerEvent<HTMLElement>) => {
        if (!start.current) return;
        end(Math.max(0, event.clientX - start.current.x));
      },
      onPointerCancel: () => end(0),
    },
  };
}

function ToastItem({ item, paused }: { item: Toast; paused: boolean }) {
  const dismiss = () => dismissToast(item.id);
  useAutoClose(item.duration ?? TOAST_DURATION_MS, paused, dismiss);
  const swipe = useSwipeRight(dismiss);
  const destructive = item.variant === 'destructive';

  return (
    <div
      className={`toast${destructive ? ' toast--destructive' : ''}${swipe.swiping ? ' toast--swiping' : ''}`}
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-testid="toast"
      style={{
        transform: swipe.offset ? `translateX(${swipe.offset}px)` : undefined,
        opacity: swipe.offset ? Math.max(0.2, 1 - swipe.offset / 200) : undefined,
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss();
      }}
      {...swipe.handlers}
    >
      <div className="toast__text">
        {item.title && <p className="toast__title">{item.title}</p>}
        {item.description && <p className="toast__description">{item.description}</p>}
      </div>
      {item.action && (
        <button
          type="button"
          className="toast__action"
          aria-label={item.action.altText}
          onClick={() => {
            item.action?.onClick();
            dismiss();
          }}
        >
          {item.action.label}
        </button>
      )}
      <button type="button" className="toast__close" aria-label="Close" onClick={dismiss}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
    </div>
  );
}

/**
 * Renders the toast store (src/lib/toast.tsx): the open toasts in a viewport region that F8 focuses.
 * Hovering or focusing the viewport pauses the auto-close timers.
 */
export function Toaster() {
  const toasts = useToasts();
  const viewport = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        viewport.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const open = toasts.filter((item) => item.open);
  return (
    <div
      ref={viewport}
      role="region"
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      tabIndex={-1}
      className="toast-viewport"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="toast-list">
        {open.map((item) => (
          <ToastItem key={item.id} item={item} paused={hovered || focused} />
        ))}
      </div>
    </div>
  );
}
