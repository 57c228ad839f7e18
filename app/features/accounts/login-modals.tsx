import { useEffect } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import type { ModalChromeProps } from '#app/features/feedback/modals.ts';
import { nextParam } from '#app/features/routing/middleware.ts';
import { modalParam } from '#app/features/session/login-modal-opener.tsx';
import { useSession } from '#app/features/session/session-provider.tsx';
import { LoginForm } from './login-form.tsx';
import { returnPathOf } from './return-path.ts';

/** The current address without the login entry's `modal` and `next` parameters. */
function withoutEntryParams(pathname: string, search: string, hash: string): string {
  const query = new URLSearchParams(search);
  query.delete(modalParam);
  query.delete(nextParam);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

/**
 * The login and sign-in modals of spec §2 (a template's login entry, and the rewards icon): the
 * login form. Logged in, the player goes to the page the guard came from (`?next=`), or stays
 * on the page without the entry parameters (a reload would otherwise open the modal again).
 */
function EntryModal({ titleKey, titleId, close }: { titleKey: 'logIn' | 'signIn' } & ModalChromeProps) {
  const { t } = useTranslation('ui');
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const isAuthenticated = useSession((s) => s.isAuthenticated);

  // Already logged in (a shared `?modal=login` link, another tab): nothing to do here.
  useEffect(() => {
    if (isAuthenticated) close();
  }, [isAuthenticated, close]);

  const onLoggedIn = () => {
    close();
    void navigate(returnPathOf(search) ?? withoutEntryParams(pathname, search, hash), { replace: true });
  };

  return (
    <>
      <h2 id={titleId} className="modal__title">
        {t(titleKey)}
      </h2>
      <p className="modal__text">{t('loginPrompt')}</p>
      <LoginForm onLoggedIn={onLoggedIn} />
    </>
  );
}

export function LoginModalContent(props: ModalChromeProps) {
  return <EntryModal titleKey="logIn" {...props} />;
}

export function SignInModalContent(props: ModalChromeProps) {
  return <EntryModal titleKey="signIn" {...props} />;
}
