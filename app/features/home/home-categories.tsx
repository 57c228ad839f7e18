import { CachedPart } from '#app/features/builds/cached-part.tsx';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { SiteLink } from '#app/features/routing/site-link.tsx';
import { useCategoryLabel } from '#app/features/layouts/parts/category-nav.tsx';
import { menuLinksOf } from '#app/features/layouts/parts/menu-links.ts';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { useSiteMenus } from '#app/features/layouts/parts/use-site-menus.ts';

/** Category icons are 64×64 artwork shown at 40 px. */
const iconSize = 40;
/** The first row on a phone is on the first screen; the rest load as they near it. */
const eagerIcons = 4;

/**
 * The brand's game categories as tiles: content.game_menu kept to the categories with games (spec
 * §5, HOT always stays), except HOT when the brand has no hot games to show behind it.
 */
export function HomeCategories({ hasHotGames }: { hasHotGames: boolean }) {
  const { t } = useTranslation('ui');
  const { gameMenu } = useSiteMenus();
  const label = useCategoryLabel();
  const localise = useLocalisedPath();
  const items = gameMenu.filter((item) => hasHotGames || item.content_id.trim().toLowerCase() !== 'hot');
  // The same addresses as the category bar: two categories of one lobby each lead to their own.
  const links = menuLinksOf(gameMenu);
  if (items.length === 0) return null;
  return (
    <CachedPart
      as="section"
      part="home-categories"
      className="home-section home-categories"
      aria-labelledby="home-categories-title"
      varies={String(hasHotGames)}
    >
      <h2 className="home-section__title" id="home-categories-title">
        {t('homeCategories')}
      </h2>
      <ul className="home-categories__list">
        {items.map((item, index) => (
          <li key={item.content_id}>
            <SiteLink
              className="home-categories__tile"
              to={localise(links.get(item.content_id)?.to ?? item.url)}
              data-category={item.content_id}
            >
              {item.icon ? (
                <img
                  className="home-categories__icon"
                  src={item.icon}
                  alt=""
                  width={iconSize}
                  height={iconSize}
                  loading={index < eagerIcons ? 'eager' : 'lazy'}
                  fetchPriority="low"
                  decoding="async"
                />
              ) : null}
              <span className="home-categories__label">{label(item)}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </CachedPart>
  );
}
