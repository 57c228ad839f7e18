import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useLocation } from 'react-router';
import { SiteLink } from '#app/features/routing/site-link.tsx';
import type { MenuItem } from '#shared/brand/brand-site-schema.ts';
import { isMenuLinkActive, menuLinksOf, type MenuLink } from './menu-links.ts';
import { useLocalisedPath } from './use-localised-path.ts';
import { useSiteMenus } from './use-site-menus.ts';

/** A menu name is a `ui` message key, or literal text (a provider's name) when no key exists. */
function useMenuLabel() {
  const { t } = useTranslation('ui');
  return (name: string) => t(name, { defaultValue: name });
}

function Chevron() {
  return (
    <svg
      className="menu__chevron"
      viewBox="0 0 12 12"
      width="12"
      height="12"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M2.5 4.5 6 8l3.5-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A menu link highlighted (class `active`, aria-current) when it is the page on screen. */
function MenuLinkTo({ link, className, children }: { link: MenuLink; className: string; children: string }) {
  const localise = useLocalisedPath();
  const location = useLocation();
  const active = isMenuLinkActive(link, location, localise);
  return (
    <SiteLink
      to={localise(link.to)}
      className={active ? `${className} active` : className}
      aria-current={active ? 'page' : undefined}
    >
      {children}
    </SiteLink>
  );
}

function MenuEntry({ item, link }: { item: MenuItem; link: MenuLink }) {
  const { t } = useTranslation('ui');
  const label = useMenuLabel();
  const [open, setOpen] = useState(false);
  const submenuId = useId();
  const children = item.children ?? [];
  const name = label(item.name);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <li className="menu__item" data-has-children={children.length > 0 || undefined} onKeyDown={onKeyDown}>
      <MenuLinkTo link={link} className="menu__link">
        {name}
      </MenuLinkTo>
      {children.length > 0 ? (
        <>
          <button
            type="button"
            className="menu__toggle"
            aria-expanded={open}
            aria-controls={submenuId}
            aria-label={t('showSubmenu', { name })}
            onClick={() => setOpen((value) => !value)}
          >
            <Chevron />
          </button>
          {/* Always in the markup (crawlers, no-JS hover); CSS shows it when open or hovered. */}
          <ul id={submenuId} className="menu__submenu" data-open={open || undefined}>
            {children.map((child) => (
              <li key={child.content_id}>
                <MenuLinkTo link={{ to: child.url, lobbyDefault: false }} className="menu__sublink">
                  {label(child.name)}
                </MenuLinkTo>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}

interface MainMenuProps {
  id?: string;
  className?: string;
  /** On phones the menu is a panel; `open` shows it (desktop always shows it). */
  open?: boolean;
}

/** The brand's menu (content.menu, filtered by provider_count), with dropdown children. */
export function MainMenu({ id, className, open = false }: MainMenuProps) {
  const { t } = useTranslation('ui');
  const { menu } = useSiteMenus();
  const links = menuLinksOf(menu);
  if (menu.length === 0) return null;
  return (
    <nav
      id={id}
      className={['menu', className].filter(Boolean).join(' ')}
      aria-label={t('mainMenu')}
      data-open={open || undefined}
    >
      <ul className="menu__list">
        {menu.map((item) => (
          <MenuEntry
            key={item.content_id}
            item={item}
            link={links.get(item.content_id) ?? { to: item.url, lobbyDefault: false }}
          />
        ))}
      </ul>
    </nav>
  );
}
