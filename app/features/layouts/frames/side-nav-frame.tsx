import { CachedPart } from '#app/features/builds/cached-part.tsx';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { AccountArea } from '#app/features/layouts/account-area.tsx';
import type { FrameProps } from '#app/features/layouts/layout-registry.ts';
import { BrandLink } from '#app/features/layouts/parts/brand-link.tsx';
import { CategoryNav } from '#app/features/layouts/parts/category-nav.tsx';
import { MainMenu } from '#app/features/layouts/parts/main-menu.tsx';
import { MenuButton } from '#app/features/layouts/parts/menu-button.tsx';
import { SiteFooter } from '#app/features/layouts/parts/site-footer.tsx';
import { useDisclosure, useScrollLock } from '#app/features/layouts/parts/use-disclosure.ts';
import { designClassNames } from '#app/features/layouts/templates.ts';

const drawerId = 'side-nav-drawer';

/**
 * Casino frame with a left sidebar (menu and game categories) beside the page; on phones the
 * sidebar is a drawer the menu button slides in. A slim top bar carries the logo and account.
 */
export function SideNavFrame({ template = 'template9', children, languageSwitcher }: FrameProps) {
  const { t } = useTranslation('ui');
  const drawer = useDisclosure();
  useScrollLock(drawer.open);
  return (
    <div className={`${designClassNames(template)} side-nav`} data-template={template}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="frame__header side-nav__topbar">
        <div className="frame__bar side-nav__bar">
          <MenuButton controls={drawerId} expanded={drawer.open} onClick={drawer.toggle} />
          <BrandLink template={template} />
          <div className="frame__end">
            {languageSwitcher ? <div className="frame__language">{languageSwitcher}</div> : null}
            <AccountArea />
          </div>
        </div>
      </header>
      {drawer.open ? <div className="side-nav__backdrop" aria-hidden="true" onClick={drawer.close} /> : null}
      <CachedPart
        part="drawer"
        id={drawerId}
        className="side-nav__drawer"
        data-open={drawer.open || undefined}
      >
        <MainMenu className="side-nav__menu" />
        <CategoryNav className="side-nav__categories" />
      </CachedPart>
      <div className="side-nav__content">
        <main id="main" className="frame__main container" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
      </div>
    </div>
  );
}
