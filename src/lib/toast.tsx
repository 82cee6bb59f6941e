import { useSyncExternalStore } from 'react';

/** docs/product.md §9's toast constants. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast stays in the store (closed) before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export interface ToastAction {
  label: string;
  /** What a screen reader hears for the action when the label alone is not enough. */
  altText?: string;
  onClick: () => void;
}

/** docs/product.md §3's toast; one is visible at a time (docs/product.md §9). */
export interface Toast {
  id: string;
  title?: string;
  description?: string;
  action?: ToastAction;
  variant?: 'default' | 'destructive';
  /** Milliseconds before it closes by itself; TOAST_DURATION_MS when not set. */
  duration?: number;
  /** False once dismissed: the Toaster hides it, the store drops it after the removal delay. */
  open: boolean;
}

export type ToastInput = Omit<Toast, 'id' | 'open'>;

type Listener = () => void;
let toasts: Toast[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast; a newer toast replaces the one on screen (TOAST_LIMIT). */
export function toast(input: ToastInput): {
  id: string;
  dismiss: () => void;
  update: (changes: Partial<ToastInput>) => void;
} {
  counter += 1;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes) =>
      emit(toasts.map((item) => (item.id === id ? { ...item, ...changes } : item))),
  };
}

/** Closes one toast, or every toast without an id; closed toasts leave the store later. */
export function dismissToast(id?: string) {
  const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
  if (closing.length === 0) return;
  closing.forEach((item) => scheduleRemoval(item.id));
  emit(toasts.map((item) => (closing.includes(item) ? { ...item, open: false } : item)));
}

/** Every toast in the store, open or closed; render the open ones. */
export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

/** The store as it stands, for tests and non-React callers. */
export function currentToasts(): readonly Toast[] {
  return toasts;
}
