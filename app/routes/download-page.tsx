import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useDevice } from '#app/features/device/device-context.tsx';
import '#app/features/cms/info-pages.css';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { pageSeo } from '#app/features/seo/page-seo.server.ts';
import { siteConfigOf } from '#app/features/site/site-config.server.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import type { Route } from './+types/download-page';

/** Only the page's SEO meta: the links themselves are part of the site state every page has. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const config = await siteConfigOf(request, context);
  return { seo: config ? pageSeo(config, request) : null };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'download');

type Platform = 'android' | 'ios';

function AndroidIcon() {
  return (
    <svg className="store-badge__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M6 8a6 6 0 0 1 12 0ZM9.5 4.7a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6Zm5 0a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6ZM6 9h12v8a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1Zm2 9h2.5v2.75a1.25 1.25 0 0 1-2.5 0Zm5.5 0H16v2.75a1.25 1.25 0 0 1-2.5 0ZM2.5 10.25a1.25 1.25 0 0 1 2.5 0v5a1.25 1.25 0 0 1-2.5 0Zm16.5 0a1.25 1.25 0 0 1 2.5 0v5a1.25 1.25 0 0 1-2.5 0Z"
      />
    </svg>
  );
}

function AppleIcon() {
  return (
    <svg className="store-badge__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.7c0-2.4 2-3.5 2.1-3.6-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 2.9-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-3.9ZM14 5.6c.7-.8 1.1-1.9 1-3-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.2-.6 2.9-1.4Z"
      />
    </svg>
  );
}

/** Spec §2 /download: the brand's Android and iOS app links (site.android_sub, site.ios_sub). */
export default function DownloadPage() {
  const { t } = useTranslation('ui');
  const { device } = useDevice();
  const siteName = useSite((s) => s.site?.site_name ?? '');
  const icon = useSite((s) => s.site?.manifest_icon ?? '');
  const links: Record<Platform, string> = {
    android: useSite((s) => s.site?.android_sub ?? ''),
    ios: useSite((s) => s.site?.ios_sub ?? ''),
  };
  const own: Platform | null = device.isIos ? 'ios' : device.isAndroid ? 'android' : null;
  // The visitor's own platform first; the other stays for a second device.
  const order: Platform[] = own === 'ios' ? ['ios', 'android'] : ['android', 'ios'];
  const stores = order.filter((platform) => links[platform] !== '');

  return (
    <div className="page page--download info-page">
      <section className="download-hero" aria-labelledby="download-title">
        {icon ? <img className="download-hero__icon" src={icon} alt="" width={96} height={96} /> : null}
        <h1 className="page__title info-page__title" id="download-title">
          {t('download')}
        </h1>
        <p className="info-page__lead">{t('downloadPrompt', { site: siteName })}</p>
        {stores.length > 0 ? (
          <ul className="store-badges">
            {stores.map((platform) => (
              <li key={platform}>
                <a
                  className={`store-badge store-badge--${platform}`}
                  data-platform={platform}
                  href={links[platform]}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {platform === 'ios' ? <AppleIcon /> : <AndroidIcon />}
                  <span className="store-badge__text">
                    <span className="store-badge__small">{t('downloadFor')}</span>
                    <span className="store-badge__name">
                      {t(platform === 'ios' ? 'downloadIos' : 'downloadAndroid')}
                    </span>
                  </span>
                  <span className="sr-only">{t('opensInNewTab')}</span>
                </a>
                {platform === own ? <p className="store-badges__hint">{t('downloadRecommended')}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="info-page__empty">{t('downloadUnavailable')}</p>
        )}
      </section>
    </div>
  );
}
