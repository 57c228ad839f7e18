import './modal.css';
import {
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useLocation } from 'react-router';
import { useModalActions, useModals } from './modal-provider.tsx';
import { modals, type ModalChromeProps } from './modals.ts';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusablesIn(element: HTMLElement): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>(focusableSelector)];
}

// Layout effects run before paint in the browser; the server renders no open modal, so plain effects suffice there.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Content loads on first use, after the dialog has taken focus: once it shows, focus moves on to its
 * marked element, unless the player has moved it already.
 */
function FocusWhenShown({ dialog }: { dialog: RefObject<HTMLDivElement | null> }) {
  useBrowserLayoutEffect(() => {
    const element = dialog.current;
    if (!element || document.activeElement !== element) return;
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [dialog]);
  return null;
}

/**
 * Renders the open modal (one at a time) as an accessible dialog: role=dialog, aria-modal, labelled
 * by the content's heading; focus moves into it (an element marked `data-autofocus`, else the
 * dialog) and returns to where it was when the last modal closes; Tab stays inside; Escape, the
 * close button and a click on the backdrop close it; a navigation to another page closes it too.
 */
export function ModalHost() {
  const { t } = useTranslation('ui');
  const current = useModals((s) => s.current);
  const { close } = useModalActions();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const isOpen = current !== null;
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  // Focus in when a modal opens (or another replaces it), back out when the last one closes.
  useBrowserLayoutEffect(() => {
    if (!current) return;
    if (!returnFocusTo.current && document.activeElement instanceof HTMLElement) {
      returnFocusTo.current = document.activeElement;
    }
    const dialog = dialogRef.current;
    if (!dialog) return;
    const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
    (preferred ?? dialog).focus();
  }, [current?.id]);

  useBrowserLayoutEffect(() => {
    if (isOpen) return;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus();
  }, [isOpen]);

  // The page behind does not scroll while a modal is open.
  useEffect(() => {
    if (!isOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, close]);

  // A modal belongs to the page it was opened on.
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    close();
  }, [pathname, close]);

  if (!current) return null;
  // The store keeps each name's props matched to it; the lookup by a union name loses that pairing.
  const Content = modals[current.name].Content as ComponentType<Record<string, unknown> & ModalChromeProps>;

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) close();
  };

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusablesIn(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal-backdrop" onClick={onBackdrop} data-testid="modal-backdrop">
      <div
        ref={dialogRef}
        className={`modal modal--${current.name}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        <button type="button" className="modal__close" aria-label={t('close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <Content key={current.id} {...current.props} titleId={titleId} close={close} />
          <FocusWhenShown key={`focus-${current.id}`} dialog={dialogRef} />
        </Suspense>
      </div>
    </div>
  );
}
