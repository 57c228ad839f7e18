import { useEffect, useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useSite } from '#app/features/site/site-store.tsx';

/** The longest the first-load preloader stays up, counted from the start of the navigation. */
const preloaderMaxMs = 1_000;

/**
 * The brand's preloader: its badge, its name and an animated progress bar. Its styles travel in the
 * root's stylesheet with the floating elements (floating.css), which are on every page: a stylesheet
 * of its own would be one more render-blocking request on every page for a screen rarely shown. The /preloader page shows
 * it in the page; the first-load interstitial shows it over the whole screen.
 */
export function PreloaderScreen({ overlay = false }: { overlay?: boolean }) {
  const { t } = useTranslation('ui');
  const site = useSite((s) => s.site);
  return (
    <div className={`preloader${overlay ? ' preloader--overlay' : ''}`} data-testid="preloader">
      <div className="preloader__content">
        {site ? (
          <img
            className="preloader__logo"
            src={site.logo2}
            alt=""
            width={200}
            height={200}
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
        {site ? <p className="preloader__name">{site.logo_text || site.site_name}</p> : null}
        <div className="preloader__track" aria-hidden="true">
          <div className="preloader__bar" />
        </div>
        <p className="preloader__status" role="status">
          {t('preloaderText')}
        </p>
      </div>
    </div>
  );
}

/**
 * Spec §3 "flags for preloader": when the site's preloader flag is on, the first page load shows the
 * preloader for at most 1 s. The server renders it (so it covers the page from the first paint) and
 * CSS fades it out by itself within the second, even before the scripts run; once hydrated, it is
 * removed at the 1 s mark. Later navigations never show it.
 */
export function FirstLoadPreloader() {
  const enabled = useSite((s) => s.flags.preloader);
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const left = Math.max(0, preloaderMaxMs - performance.now());
    const timer = setTimeout(() => setShown(false), left);
    return () => clearTimeout(timer);
  }, []);
  return enabled && shown ? <PreloaderScreen overlay /> : null;
}
