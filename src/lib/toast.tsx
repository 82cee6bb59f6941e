import { useSyncExternalStore } from 'react';

/** SPEC section 3's toast; one is visible at a time (SPEC section 9). */
export interface Toast {
  id: string;
  title?: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

type Listener = () => void;
let toasts: Toast[] = [];
const listeners = new Set<Listener>();
let counter = 0;

function emit(next: Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function toast(input: Omit<Toast, 'id'>): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  emit([{ ...input, id }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: string) {
  emit(id ? toasts.filter((item) => item.id !== id) : []);
}

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
