import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import './confirmDialog.css';

/** What a confirmation asks: its question names who or what the action touches. */
export interface ConfirmRequest {
  /** "Delete Ada Lovelace?" */
  title: string;
  /** What happens, and whether it can be undone. */
  message: string;
  /** The confirming button's words: the action itself ("Delete", "Revoke"), never "OK". */
  confirmLabel: string;
  /** Destructive actions get the danger button; others the primary one. */
  tone?: 'danger' | 'primary';
}

type Ask = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Ask | null>(null);

/**
 * The product's own confirmation (issue 44, item 4) instead of the browser's confirm(): a modal
 * <dialog> that names the person or thing, keeps focus inside, starts on Cancel (Enter on a
 * mistaken click changes nothing), and answers false on Escape or Cancel.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);

  const ask = useCallback<Ask>(
    (next) =>
      new Promise<boolean>((resolve) => {
        settle.current?.(false);
        settle.current = resolve;
        setRequest(next);
      }),
    [],
  );

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (request && !element.open) {
      element.showModal();
      cancelButton.current?.focus();
    } else if (!request && element.open) {
      element.close();
    }
  }, [request]);

  // Leaving the page with a question open answers it: no.
  useEffect(() => () => settle.current?.(false), []);

  const finish = (confirmed: boolean) => {
    settle.current?.(confirmed);
    settle.current = null;
    setRequest(null);
  };

  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      <dialog
        ref={dialog}
        className="confirm-dialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        onCancel={(event) => {
          event.preventDefault();
          finish(false);
        }}
      >
        <h2 id={`${id}-title`} className="confirm-dialog__title">
          {request?.title}
        </h2>
        <p id={`${id}-message`}>{request?.message}</p>
        <div className="confirm-dialog__actions">
          <button
            type="button"
            className={`btn ${request?.tone === 'primary' ? 'btn--primary' : 'confirm-dialog__danger'}`}
            onClick={() => finish(true)}
          >
            {request?.confirmLabel}
          </button>
          <button
            ref={cancelButton}
            type="button"
            className="btn btn--outline"
            onClick={() => finish(false)}
          >
            Cancel
          </button>
        </div>
      </dialog>
    </ConfirmContext.Provider>
  );
}

/** Asks in the page's dialog; outside a ConfirmProvider there is no one to ask, and it says no. */
export function useConfirm(): Ask {
  return useContext(ConfirmContext) ?? (async () => false);
}

/**
 * A question written as one sentence ("Delete Ada Lovelace (ada@example.com)? This erases...")
 * as the dialog's title and message: the question first, then what it does.
 */
export function asQuestion(
  text: string,
  confirmLabel: string,
  tone: ConfirmRequest['tone'] = 'danger',
): ConfirmRequest {
  const end = text.indexOf('? ');
  return end < 0
    ? { title: text, message: '', confirmLabel, tone }
    : { title: text.slice(0, end + 1), message: text.slice(end + 2), confirmLabel, tone };
}
