import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useSite } from './site-store.tsx';
import './site-screens.css';

/**
 * Spec §4: a start-up status other than 1 (or an invalid theme) resets the state and keeps the
 * message, which is shown here, translated when it is a message key.
 */
export function StartupFailure() {
  const { t } = useTranslation('errors');
  const message = useSite((s) => s.message) || 'unknownError';
  const text = /^[A-Za-z]+$/.test(message) ? t(message) : message;
  return (
    <main className="site-screen site-screen--failure" role="alert" data-testid="startup-failure">
      <h1 className="site-screen__title">{t('errorTitle')}</h1>
      <p className="site-screen__body" data-testid="startup-message">
        {text}
      </p>
    </main>
  );
}
