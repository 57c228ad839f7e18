import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useLocation } from 'react-router';
import { SiteLink } from '#app/features/routing/site-link.tsx';
import type { GameMenuItem } from '#shared/brand/brand-site-schema.ts';
import type { Translate } from '#app/features/i18n/translator.ts';
import { isMenuLinkActive, menuLinksOf } from './menu-links.ts';
import { useLocalisedPath } from './use-localised-path.ts';
import { useSiteMenus } from './use-site-menus.ts';

/**
 * Labels already worked out, per `t` (the translator's function for a group, replaced when a group
 * loads) and menu item (the brand's, the same object on every page until the brand changes). Each
 * label is two lookups with options, which skip the translator's own memory of texts, and a page
 * shows every category in two or three places.
 */
const labelsByTranslate = new WeakMap<Translate, WeakMap<GameMenuItem, string>>();

/** Category label: the `gm` text of its content_id, else the item's `ui` key, else its literal name. */
export function useCategoryLabel() {
  const { t } = useTranslation(['gm', 'ui']);
  let labels = labelsByTranslate.get(t);
  if (!labels) {
    labels = new WeakMap();
    labelsByTranslate.set(t, labels);
  }
  const known = labels;
  return (item: GameMenuItem) => {
    let label = known.get(item);
    if (label === undefined) {
      label = t(`gm:${item.content_id.toLowerCase()}`, {
        defaultValue: t(`ui:${item.name}`, { defaultValue: item.name }),
      });
      known.set(item, label);
    }
    return label;
  };
}

interface CategoryNavProps {
  className?: string;
  /** Icon size in CSS pixels (the image is square). */
  iconSize?: number;
  /** How many entries to show (the arcade's tab bar takes the first few). */
  limit?: number;
  label?: string;
}

/** The game categories (content.game_menu, filtered by provider_count; HOT always stays). */
export function CategoryNav({ className, iconSize = 32, limit, label }: CategoryNavProps) {
  const { t } = useTranslation('ui');
  const categoryLabel = useCategoryLabel();
  const localise = useLocalisedPath();
  const { gameMenu } = useSiteMenus();
  const location = useLocation();
  // Links over the whole menu, so a shortened bar still gives a shared lobby's entries their own address.
  const links = menuLinksOf(gameMenu);
  const items = limit === undefined ? gameMenu : gameMenu.slice(0, limit);
  if (items.length === 0) return null;
  return (
    <nav
      className={['categories', className].filter(Boolean).join(' ')}
      aria-label={label ?? t('gameCategories')}
    >
      <ul className="categories__list">
        {items.map((item) => {
          const link = links.get(item.content_id) ?? { to: item.url, lobbyDefault: false };
          const active = isMenuLinkActive(link, location, localise);
          return (
            <li key={item.content_id} className="categories__item">
              <SiteLink
                to={localise(link.to)}
                className={active ? 'categories__link active' : 'categories__link'}
                aria-current={active ? 'page' : undefined}
              >
                {item.icon ? (
                  <img
                    className="categories__icon"
                    src={item.icon}
                    alt=""
                    width={iconSize}
                    height={iconSize}
                    decoding="async"
                    // Small and decorative: not worth a preload ahead of the page's CSS and scripts.
                    fetchPriority="low"
                  />
                ) : null}
                <span className="categories__label">{categoryLabel(item)}</span>
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
