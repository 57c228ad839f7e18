import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';

/**
 * Spec §2: 'Page not found: {path}', the status code and a Back link to /, as a page of the site:
 * inside the brand's frame, in the page language.
 */
export function PageNotFound({ path }: { path?: string }) {
  const { t } = useTranslation(['ui', 'errors']);
  const localise = useLocalisedPath();
  const { pathname } = useLocation();
  return (
    <div className="page page--not-found">
      <section className="error-page" role="alert" aria-labelledby="not-found-title">
        <p className="error-page__code">404</p>
        <h1 className="page__title" id="not-found-title">
          {t('notFoundTitle')}
        </h1>
        <p className="error-page__message">{t('errors:pageNotFound', { path: path ?? pathname })}</p>
        <Link to={localise('/')} className="error-page__back">
          {t('back')}
        </Link>
      </section>
    </div>
  );
}
