/**
 * One notices API for the whole app (spec 1 §9 "Success notice 5 s; error notice 15 s; snackbar
 * autohide 6 s; copy-to-clipboard notice 2 s") and the global error dialog's state (spec 1 §2 Dialogs:
 * errorDialog, errorCode, errorMessage). Callable from anywhere, also outside React (API callbacks);
 * <AppNotices/> renders them.
 */
import { createToaster } from '@chakra-ui/react';
import { ApiError } from '../lib/api-client';

export const NOTICE_DURATIONS = {
  success: 5_000,
  error: 15_000,
  snackbar: 6_000,
  copied: 2_000,
} as const;

export type NoticeKind = keyof typeof NOTICE_DURATIONS;

export const toaster = createToaster({ placement: 'bottom', pauseOnPageIdle: true, max: 5 });

/**
 * zag's toast group takes a new toast with flushSync. A toast created while React commits (an effect
 * announcing what a refetch brought: the notification feed's toasts) logged "flushSync was called from
 * inside a lifecycle method" (issue 9 point 18). Every toast is therefore created a microtask later,
 * after the commit; its id is known at once, so callers can still update or dismiss it.
 */
const createNow = toaster.create;
let sequence = 0;
toaster.create = (options) => {
  const id = options.id ?? `notice-${(sequence += 1)}`;
  queueMicrotask(() => createNow({ ...options, id }));
  return id;
};

function show(kind: NoticeKind, title: string, description?: string): string {
  return toaster.create({
    type: kind === 'error' ? 'error' : kind === 'success' ? 'success' : 'info',
    title,
    description,
    duration: NOTICE_DURATIONS[kind],
    // Errors must be acknowledgeable; short confirmations close themselves.
    closable: kind === 'error' || kind === 'snackbar',
    meta: { kind },
  });
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  /** A neutral one-line message ("Language changed"). */
  snackbar: (title: string) => show('snackbar', title),
  /** A failed request in a snackbar: the server's message (its first issue), else `fallback`. */
  failure: (failure: unknown, fallback: string) =>
    show(
      'snackbar',
      (failure instanceof ApiError ? (failure.issues[0]?.message ?? failure.message) : String(failure)) ||
        fallback,
    ),
  /** After copying to the clipboard: pass the translated "Copied" text. */
  copied: (title: string) => show('copied', title),
  dismiss: (id?: string) => toaster.dismiss(id),
};

/* ---- global error dialog ---- */

export interface ErrorDialogState {
  errorDialog: boolean;
  errorCode: string | number | null;
  errorMessage: string;
}

const CLOSED: ErrorDialogState = { errorDialog: false, errorCode: null, errorMessage: '' };
let errorState: ErrorDialogState = CLOSED;
const listeners = new Set<() => void>();

function setErrorState(next: ErrorDialogState): void {
  errorState = next;
  for (const listener of listeners) listener();
}

export const errorDialog = {
  /** Opens the dialog; a second error replaces the first (the user sees the latest). */
  open(errorMessage: string, errorCode: string | number | null = null): void {
    setErrorState({ errorDialog: true, errorCode, errorMessage });
  },
  close(): void {
    setErrorState(CLOSED);
  },
  getState: (): ErrorDialogState => errorState,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
