import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { PreloaderScreen } from '#app/features/home/preloader-screen.tsx';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import type { Route } from './+types/preloader-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'preloader');

/** Spec §2 /preloader: the brand's preloader screen, the one shown over the first load when its flag is on. */
export default function PreloaderPage() {
  const { t } = useTranslation('ui');
  return (
    <div className="page page--preloader">
      <h1 className="sr-only">{t('preloader')}</h1>
      <PreloaderScreen />
    </div>
  );
}
