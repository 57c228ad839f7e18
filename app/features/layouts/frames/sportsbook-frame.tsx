import { CachedPart } from '#app/features/builds/cached-part.tsx';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { AccountArea } from '#app/features/layouts/account-area.tsx';
import type { FrameProps } from '#app/features/layouts/layout-registry.ts';
import { BrandLink } from '#app/features/layouts/parts/brand-link.tsx';
import { CategoryNav } from '#app/features/layouts/parts/category-nav.tsx';
import { MainMenu } from '#app/features/layouts/parts/main-menu.tsx';
import { MenuButton } from '#app/features/layouts/parts/menu-button.tsx';
import { SiteFooter } from '#app/features/layouts/parts/site-footer.tsx';
import { useDisclosure } from '#app/features/layouts/parts/use-disclosure.ts';
import { useSiteMenus } from '#app/features/layouts/parts/use-site-menus.ts';
import { designClassNames } from '#app/features/layouts/templates.ts';

const menuId = 'sportsbook-menu';

/**
 * Sportsbook frame: a dark, compact top bar with the menu inline, a rail of game categories on the
 * left (a sideways scroller on phones), the page and footer beside it. Dense, like a betting board.
 */
export function SportsbookFrame({ template = 'template10', children, languageSwitcher }: FrameProps) {
  const { t } = useTranslation('ui');
  const menuPanel = useDisclosure();
  const { menu } = useSiteMenus();
  return (
    <div className={`${designClassNames(template)} sportsbook`} data-template={template}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="frame__header sportsbook__header">
        <div className="frame__bar sportsbook__bar">
          {menu.length > 0 ? (
            <MenuButton controls={menuId} expanded={menuPanel.open} onClick={menuPanel.toggle} />
          ) : null}
          <BrandLink template={template} className="sportsbook__brand" />
          <div className="frame__end">
            {languageSwitcher ? <div className="frame__language">{languageSwitcher}</div> : null}
            <AccountArea />
          </div>
        </div>
        {/* A dense strip under the bar on desktop; on phones a panel dropping from the header. */}
        <CachedPart part="menu" className="sportsbook__menu-row">
          <MainMenu id={menuId} className="menu--bar sportsbook__menu" open={menuPanel.open} />
        </CachedPart>
      </header>
      <div className="sportsbook__body">
        <CachedPart part="categories" className="sportsbook__rail">
          <CategoryNav iconSize={24} />
        </CachedPart>
        <div className="sportsbook__content">
          <main id="main" className="frame__main sportsbook__main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
        </div>
      </div>
    </div>
  );
}
