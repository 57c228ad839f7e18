// react-toastify's styles, then ours over them (order matters). Vite loads a lazy chunk's CSS
// before the chunk runs, so no toast shows unstyled.
import 'react-toastify/ReactToastify.css';
import './toasts.css';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
// The unstyled build: its CSS comes with this chunk rather than blocking the first paint. Every
// toast goes through this module, so that `toast` and the container come from the same build (two
// builds would not see each other's toasts).
import { ToastContainer, toast } from 'react-toastify/unstyled';
import { errorToastMs, sessionWarningToastMs } from '#shared/rules/timings.ts';
import type { ToastKind } from './toasts.tsx';

/**
 * The toast library, loaded by toasts.tsx on the first toast asked for: no toast shows on a first
 * paint, so it stays out of the page's initial JavaScript.
 */

const position = 'bottom-right';
const sessionWarningToastId = 'session-expired';

/** The toast container of spec §8: bottom-right, with a progress bar. */
export function ToastView() {
  const { t } = useTranslation('ui');
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

export function showToastNow(kind: ToastKind, text: string, title?: string): void {
  toast[kind](<ToastBody title={title} text={text} />, {
    position,
    autoClose: errorToastMs,
    hideProgressBar: false,
  });
}

export function showSessionWarningNow(title: string, text: string): void {
  toast.warning(<ToastBody title={title} text={text} />, {
    toastId: sessionWarningToastId,
    position,
    autoClose: sessionWarningToastMs,
    hideProgressBar: false,
  });
}

export function isSessionWarningActive(): boolean {
  return toast.isActive(sessionWarningToastId);
}
