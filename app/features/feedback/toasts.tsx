import { useEffect } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
// The unstyled build: its CSS is a stylesheet of ours (toast-styles.ts), loaded after the page has
// painted rather than blocking it. Every toast goes through this module, so that `toast` and the
// container come from the same build (two builds would not see each other's toasts).
import { ToastContainer, toast } from 'react-toastify/unstyled';
import { errorToastMs, sessionWarningToastMs } from '#shared/rules/timings.ts';

const position = 'bottom-right';
const sessionWarningToastId = 'session-expired';

/** The toast container of spec §8: bottom-right, with a progress bar. Mounted once, in the shell. */
export function ToastHost() {
  const { t } = useTranslation('ui');
  // No toast shows on the first paint, so their styles need not block it: they load right after
  // mount, before any call the page makes can have answered with a toast.
  useEffect(() => {
    void import('./toast-styles.ts');
  }, []);
  return (
    <ToastContainer
      position={position}
      autoClose={errorToastMs}
      hideProgressBar={false}
      newestOnTop
      closeOnClick
      pauseOnHover
      aria-label={t('notifications')}
      theme="colored"
    />
  );
}

function ToastBody({ title, text }: { title?: string; text: string }) {
  return (
    <div className="toast-body">
      {title ? <strong className="toast-body__title">{title}</strong> : null}
      <span className="toast-body__text">{text}</span>
    </div>
  );
}

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** Spec §8 "Optional toast": 3 seconds, bottom-right, with a progress bar. Texts come translated. */
export function showToast(kind: ToastKind, text: string, title?: string): void {
  toast[kind](<ToastBody title={title} text={text} />, {
    position,
    autoClose: errorToastMs,
    hideProgressBar: false,
  });
}

/**
 * Spec §8 session-expired flow: a warning for 10 seconds, bottom-right. One at a time: further
 * expiries while it shows add nothing.
 */
export function showSessionWarning(title: string, text: string): void {
  toast.warning(<ToastBody title={title} text={text} />, {
    toastId: sessionWarningToastId,
    position,
    autoClose: sessionWarningToastMs,
    hideProgressBar: false,
  });
}

export function isSessionWarningShown(): boolean {
  return toast.isActive(sessionWarningToastId);
}
