import { CachedPart } from '#app/features/builds/cached-part.tsx';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { categoryOf } from '#app/features/layouts/parts/menu-filter.ts';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { useSiteMenus } from '#app/features/layouts/parts/use-site-menus.ts';
import { SiteLink } from '#app/features/routing/site-link.tsx';
import { useSession } from '#app/features/session/session-provider.tsx';
import { useSite } from '#app/features/site/site-store.tsx';

/** The brand kit's square badge (logo2) is 200×200. */
const badgeSize = 200;
/**
 * Below this width the badge is not shown (the header already carries the logo, and the headline
 * needs the room). The <picture> gives phones an inline empty image, so they never download the
 * badge, and the page's LCP there is the headline, painted with the first paint.
 */
const badgeMinWidth = 425;
// A 1×1 transparent GIF: a srcset URL may not contain spaces, so no inline SVG here.
const emptyImage = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Where "play" leads: the slots lobby when the brand has slots, else its first game category. */
function usePlayTarget(): { href: string; labelKey: 'homeCtaSlots' | 'homeCtaPlay' } {
  const { gameMenu } = useSiteMenus();
  const categories = gameMenu.filter((item) => categoryOf(item.content_id) !== undefined);
  if (categories.some((item) => categoryOf(item.content_id) === 'slots')) {
    return { href: '/slots', labelKey: 'homeCtaSlots' };
  }
  return { href: categories[0]?.url ?? '/playnow', labelKey: 'homeCtaPlay' };
}

/**
 * The banner at the top of the home page: the brand's badge and name, a promotional headline and
 * the call to action (join for guests, play for players). From tablets up the badge is the LCP
 * image, so it loads eagerly at high priority.
 */
export function HomeHero() {
  const { t } = useTranslation('ui');
  const site = useSite((s) => s.site);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const localise = useLocalisedPath();
  const play = usePlayTarget();
  if (!site) return null;
  return (
    <CachedPart as="section" part="home-hero" className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__text">
        <p className="home-hero__brand">{site.logo_text || site.site_name}</p>
        <h1 className="home-hero__title" id="home-hero-title">
          {t('homeHeadline', { site: site.site_name })}
        </h1>
        <p className="home-hero__lead">{t('homeLead')}</p>
        <div className="home-hero__actions">
          {isAuthenticated ? null : (
            <SiteLink to={localise('/register')} className="btn btn--primary home-hero__cta">
              {t('homeCtaJoin')}
            </SiteLink>
          )}
          <SiteLink
            to={localise(play.href)}
            className={`btn ${isAuthenticated ? 'btn--primary' : 'btn--ghost'} home-hero__cta`}
          >
            {t(play.labelKey)}
          </SiteLink>
        </div>
      </div>
      <picture className="home-hero__picture">
        <source media={`(max-width: ${badgeMinWidth - 0.02}px)`} srcSet={emptyImage} />
        <img
          className="home-hero__badge"
          src={site.logo2}
          alt=""
          width={badgeSize}
          height={badgeSize}
          fetchPriority="high"
          decoding="async"
        />
      </picture>
    </CachedPart>
  );
}
