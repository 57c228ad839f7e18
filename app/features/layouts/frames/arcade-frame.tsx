import { CachedPart } from '#app/features/builds/cached-part.tsx';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link, NavLink } from 'react-router';
import { AccountArea } from '#app/features/layouts/account-area.tsx';
import type { FrameProps } from '#app/features/layouts/layout-registry.ts';
import { BrandLink } from '#app/features/layouts/parts/brand-link.tsx';
import { CategoryNav, useCategoryLabel } from '#app/features/layouts/parts/category-nav.tsx';
import { MainMenu } from '#app/features/layouts/parts/main-menu.tsx';
import { SiteFooter } from '#app/features/layouts/parts/site-footer.tsx';
import { useDisclosure, useScrollLock } from '#app/features/layouts/parts/use-disclosure.ts';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { useSiteMenus } from '#app/features/layouts/parts/use-site-menus.ts';
import { designClassNames } from '#app/features/layouts/templates.ts';

const menuId = 'arcade-menu';
/** Game categories in the phone tab bar, between Home and Menu. */
const tabCategories = 3;

function HomeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" fill="currentColor" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Slots frame: a bold header (badge logo, menu, account), a bar of big round category icons, the
 * page and footer; on phones a bottom tab bar (home, top categories, menu sheet).
 */
export function ArcadeFrame({ template = 'template3', children, languageSwitcher }: FrameProps) {
  const { t } = useTranslation('ui');
  const sheet = useDisclosure();
  useScrollLock(sheet.open);
  const localise = useLocalisedPath();
  const categoryLabel = useCategoryLabel();
  const { menu, gameMenu } = useSiteMenus();
  return (
    <div className={`${designClassNames(template)} arcade`} data-template={template}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="frame__header arcade__header">
        <div className="frame__bar arcade__bar container">
          <BrandLink template={template} phoneLogo="logo2" className="arcade__brand" />
          <div className="frame__end">
            {languageSwitcher ? <div className="frame__language">{languageSwitcher}</div> : null}
            <AccountArea />
          </div>
        </div>
        {/* A row of pills on desktop; on phones a sheet above the tab bar. */}
        <CachedPart part="menu" className="arcade__menu-row">
          <div className="container">
            <MainMenu id={menuId} className="menu--bar arcade__menu" open={sheet.open} />
          </div>
        </CachedPart>
      </header>
      <CachedPart part="categories" className="arcade__categories">
        <div className="container">
          <CategoryNav iconSize={64} />
        </div>
      </CachedPart>
      <main id="main" className="frame__main container" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      {sheet.open ? <div className="arcade__backdrop" aria-hidden="true" onClick={sheet.close} /> : null}
      <nav className="arcade__tabbar" aria-label={t('quickMenu')}>
        <Link to={localise('/')} className="arcade__tab">
          <HomeIcon />
          <span>{t('home')}</span>
        </Link>
        {gameMenu.slice(0, tabCategories).map((item) => (
          <NavLink key={item.content_id} to={localise(item.url)} className="arcade__tab">
            {item.icon ? (
              <img src={item.icon} alt="" width={26} height={26} decoding="async" fetchPriority="low" />
            ) : null}
            <span>{categoryLabel(item)}</span>
          </NavLink>
        ))}
        {menu.length > 0 ? (
          <button
            type="button"
            className="arcade__tab"
            aria-controls={menuId}
            aria-expanded={sheet.open}
            onClick={sheet.toggle}
          >
            <MenuIcon />
            <span>{t('menu')}</span>
          </button>
        ) : null}
      </nav>
    </div>
  );
}
