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

const menuId = 'top-nav-menu';

/**
 * Casino frame with the navigation across the top: a header bar (logo, account), the menu as a row
 * with dropdowns (a panel on phones), a strip of game categories, the page, the footer.
 */
export function TopNavFrame({ template = 'template1', children, languageSwitcher }: FrameProps) {
  const { t } = useTranslation('ui');
  const menuPanel = useDisclosure();
  const { menu } = useSiteMenus();
  return (
    <div className={`${designClassNames(template)} top-nav`} data-template={template}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="frame__header top-nav__header">
        <div className="frame__bar top-nav__bar container">
          {menu.length > 0 ? (
            <MenuButton controls={menuId} expanded={menuPanel.open} onClick={menuPanel.toggle} />
          ) : null}
          <BrandLink template={template} className="top-nav__brand" />
          <div className="frame__end top-nav__end">
            {languageSwitcher ? <div className="frame__language">{languageSwitcher}</div> : null}
            <AccountArea />
          </div>
        </div>
        {/* Its own row on desktop; on phones a panel dropping from the header (the header positions it). */}
        <CachedPart part="menu" className="top-nav__menu-row">
          <div className="container">
            <MainMenu id={menuId} className="menu--bar top-nav__menu" open={menuPanel.open} />
          </div>
        </CachedPart>
      </header>
      <CachedPart part="categories" className="top-nav__categories">
        <div className="container">
          <CategoryNav />
        </div>
      </CachedPart>
      <main id="main" className="frame__main container" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
