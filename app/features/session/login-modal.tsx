import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ModalChromeProps } from '../feedback/modal-registry.ts';
import { useLocalisedPath } from '../layouts/parts/use-localised-path.ts';

/**
 * The login and sign-in modals of spec §2. Until the accounts feature brings its form (it replaces
 * these by registering its own 'login' and 'signin' content), they lead to the login and register pages.
 */
function EntryModal({ titleKey, titleId }: { titleKey: 'logIn' | 'signIn' } & ModalChromeProps) {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  return (
    <>
      <h2 id={titleId} className="modal__title">
        {t(titleKey)}
      </h2>
      <p className="modal__text">{t('loginPrompt')}</p>
      <div className="modal__actions modal__actions--stacked">
        <Link to={localise('/login')} className="btn btn--primary" data-autofocus>
          {t('logIn')}
        </Link>
        <Link to={localise('/register')} className="btn btn--ghost">
          {t('signUp')}
        </Link>
      </div>
    </>
  );
}

export function LoginModal(props: ModalChromeProps) {
  return <EntryModal titleKey="logIn" {...props} />;
}

export function SignInModal(props: ModalChromeProps) {
  return <EntryModal titleKey="signIn" {...props} />;
}
