import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { loginModalDelayMs } from '#shared/rules/timings.ts';
import { useModalActions } from '#app/features/feedback/modal-provider.tsx';

/** The query parameter the login entry of modal templates carries: `/?modal=login`, `/?modal=signin`. */
export const modalParam = 'modal';
const openableByLink = ['login', 'signin'] as const;
type OpenableByLink = (typeof openableByLink)[number];

function isOpenableByLink(value: string | null): value is OpenableByLink {
  return (openableByLink as readonly (string | null)[]).includes(value);
}

/**
 * Spec §2 login entry: on the templates whose login entry is a modal (the template table) the player
 * is sent to / and the login or sign-in modal opens after 1 second. The redirect carries `?modal=…`; this
 * opens the named modal `loginModalDelayMs` after each navigation to such a URL. The parameter stays
 * in the URL (removing it would be another navigation and reload the page's data), so the link is
 * shareable and a reload opens the modal again.
 */
export function LoginModalOpener() {
  const { search, key } = useLocation();
  const { open } = useModalActions();
  const requested = new URLSearchParams(search).get(modalParam);
  const name = isOpenableByLink(requested) ? requested : null;

  useEffect(() => {
    if (!name) return;
    const timer = setTimeout(() => open(name), loginModalDelayMs);
    return () => clearTimeout(timer);
  }, [name, key, open]);

  return null;
}
