// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TemplateName } from '#shared/theme/themes.ts';
import { AccountSummaryProvider, type AccountSummary } from '#app/features/layouts/account-area.tsx';
import type { FrameProps } from '#app/features/layouts/layout-registry.ts';
import { en, fixtureState, LayoutProviders } from '#app/features/layouts/layout-test-fixture.tsx';
import { templateDesigns } from '#app/features/layouts/templates.ts';
import { ArcadeFrame } from './arcade-frame.tsx';
import { SideNavFrame } from './side-nav-frame.tsx';
import { SportsbookFrame } from './sportsbook-frame.tsx';
import { TopNavFrame } from './top-nav-frame.tsx';
import { SiteNavigationProvider } from '#app/features/routing/site-link.tsx';

afterEach(cleanup);

const frames: { name: string; Frame: ComponentType<FrameProps>; template: TemplateName }[] = [
  { name: 'top-nav', Frame: TopNavFrame, template: 'template1' },
  { name: 'side-nav', Frame: SideNavFrame, template: 'template9' },
  { name: 'arcade', Frame: ArcadeFrame, template: 'template3' },
  { name: 'sportsbook', Frame: SportsbookFrame, template: 'template10' },
];

function renderFrame(
  Frame: ComponentType<FrameProps>,
  template: TemplateName,
  options: { path?: string; summary?: AccountSummary | null; languageSwitcher?: boolean } = {},
) {
  // As in the app, where the root hands the router's navigate to the shell's links.
  const Page = () => (
    <SiteNavigationProvider>
      <AccountSummaryProvider value={options.summary ?? null}>
        <Frame
          template={template}
          languageSwitcher={options.languageSwitcher ? <button type="button">EN</button> : undefined}
        >
          <h1>Page content</h1>
        </Frame>
      </AccountSummaryProvider>
    </SiteNavigationProvider>
  );
  const Stub = createRoutesStub([{ path: '*', Component: Page }]);
  return render(
    <LayoutProviders state={fixtureState(template)}>
      <Stub initialEntries={[options.path ?? '/']} />
    </LayoutProviders>,
  );
}

const mainMenu = () => screen.getByRole('navigation', { name: en('mainMenu') });
const categories = () => screen.getAllByRole('navigation', { name: en('gameCategories') })[0]!;

describe.each(frames)('$name frame', ({ Frame, template }) => {
  it('renders the page inside header, main and footer landmarks', () => {
    renderFrame(Frame, template);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Page content' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('marks the template and its variation on the frame', () => {
    const { container } = renderFrame(Frame, template);
    const root = container.querySelector('.frame')!;
    const design = templateDesigns[template];
    expect(root.getAttribute('data-template')).toBe(template);
    expect(root.classList).toContain(`frame--${design.frame}`);
    expect(root.classList).toContain(`frame--header-${design.header}`);
    expect(root.classList).toContain(`frame--tiles-${design.tiles}`);
  });

  it('shows the logo (wordmark on desktop, icon on phones, sized) and the brand name, linking home', () => {
    const { container } = renderFrame(Frame, template);
    const logo = screen.getByRole('img', { name: 'Lucky Casino' });
    expect(logo.getAttribute('width')).toBeTruthy();
    expect(logo.getAttribute('height')).toBeTruthy();
    expect(logo.closest('a')?.getAttribute('href')).toBe('/');
    const wordmark = container.querySelector('picture source');
    expect(wordmark?.getAttribute('srcset')).toBe('/brands/lucky/logo1.svg');
    expect(wordmark?.getAttribute('media')).toMatch(/^\(min-width: \d+px\)$/);
    expect(wordmark?.getAttribute('width')).toBe('240');
    expect(logo.getAttribute('src')).toMatch(/\/brands\/lucky\/logo[23]\.svg$/);
    expect(screen.getByText('LUCKY')).toBeTruthy();
  });

  it('renders the menu with its children, dropping categories without games', () => {
    renderFrame(Frame, template);
    const nav = mainMenu();
    const link = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(link('Home')).toBe('/');
    expect(link('Slots')).toBe('/slots');
    expect(link('PG Soft')).toBe('/slots/pgsoft');
    expect(link('JILI')).toBe('/slots/jili');
    expect(link('Live Casino')).toBe('/casino');
    expect(link('Promotions')).toBe('/promotions');
    expect(within(nav).queryByRole('link', { name: 'Bingo' })).toBeNull();
  });

  it('opens and closes a submenu with its toggle', () => {
    renderFrame(Frame, template);
    const toggle = within(mainMenu()).getByRole('button', { name: en('showSubmenu', { name: 'Slots' }) });
    const submenu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(submenu.hasAttribute('data-open')).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(submenu.hasAttribute('data-open')).toBe(true);
    fireEvent.keyDown(submenu, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists the game categories the site has games in, HOT included, with their labels and links', () => {
    renderFrame(Frame, template);
    const nav = categories();
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Hot Games', '/hot'],
      ['Slots', '/slots'],
      ['Live Casino', '/casino'],
      ['Fishing', '/fishing'],
    ]);
  });

  it('marks the current category', () => {
    renderFrame(Frame, template, { path: '/slots' });
    expect(within(categories()).getByRole('link', { name: 'Slots' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('marks one category when two share a lobby, each leading to its own part of it', () => {
    const base = fixtureState(template);
    const state = {
      ...base,
      content: {
        ...base.content,
        game_menu: [
          ...base.content.game_menu,
          { content_id: 'table', name: 'table', url: '/casino', icon: '/icons/categories/table.svg' },
        ],
      },
      provider_count: [...base.provider_count, { category: 'table', count: 8 }],
    };
    const Page = () => (
      <Frame template={template}>
        <h1>Page content</h1>
      </Frame>
    );
    const current = () =>
      within(categories())
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    for (const [path, expected] of [
      ['/casino', 'Live Casino'],
      ['/casino?category=table', 'Table Games'],
    ] as const) {
      const Stub = createRoutesStub([{ path: '*', Component: Page }]);
      const view = render(
        <LayoutProviders state={state}>
          <Stub initialEntries={[path]} />
        </LayoutProviders>,
      );
      expect(current()).toEqual([expected]);
      expect(within(categories()).getByRole('link', { name: 'Table Games' }).getAttribute('href')).toBe(
        '/casino?category=table',
      );
      view.unmount();
    }
  });

  it('shows the guest account area: Log In and Sign Up', () => {
    renderFrame(Frame, template);
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register');
  });

  it('shows the balance and a deposit link for a logged-in player', () => {
    renderFrame(Frame, template, {
      summary: { fullName: 'Ana Cruz', balance: '1,234.50', currency: 'PHP', tokens: '12' },
    });
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
    expect(screen.getByText('1,234.50', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
  });

  it('renders the language switcher it is given', () => {
    renderFrame(Frame, template, { languageSwitcher: true });
    expect(screen.getByRole('button', { name: 'EN' })).toBeTruthy();
  });

  it('has a footer with the enabled CMS pages, partners, social accounts, copyright and 18+ notice', () => {
    renderFrame(Frame, template);
    const footer = screen.getByRole('contentinfo');
    const cms = within(footer).getByRole('navigation', { name: en('footerLinks') });
    expect(
      within(cms)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['About Us', '/about'],
      ['FAQs', '/faqs'],
      ['Responsible Gaming', '/responsible-gaming'],
    ]);
    const partner = within(footer).getByRole('link', { name: 'BeGambleAware' });
    expect(partner.getAttribute('href')).toBe('https://www.begambleaware.org');
    expect(partner.getAttribute('target')).toBe('_blank');
    expect(partner.getAttribute('rel')).toContain('noopener');
    expect(partner.querySelector('img')?.getAttribute('src')).toBe('/partners/begambleaware.svg');
    expect(within(footer).getByRole('link', { name: 'GamCare' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '@luckycasino_ph' }).getAttribute('href')).toBe(
      'https://t.me/luckycasino_ph',
    );
    expect(
      within(footer).getByRole('link', { name: 'support@luckycasino.example' }).getAttribute('target'),
    ).toBeNull();
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Lucky Casino. All rights reserved.`);
    expect(footer.textContent).toContain('18+ only.');
  });

  it('keeps links in the visitor’s language: /cn/… when Chinese is not the default', () => {
    // The fixture's default language is EN; a CN page localises every link.
    const Page = () => (
      <Frame template={template}>
        <p>page</p>
      </Frame>
    );
    const Stub = createRoutesStub([{ path: '*', Component: Page }]);
    const state = fixtureState(template);
    state.language = [
      { code: 'EN', name: 'English', icon: 'en.svg', is_default: true },
      { code: 'CN', name: '中文', icon: 'cn.svg', is_default: false },
    ];
    render(
      <LayoutProviders state={state} language="CN">
        <Stub initialEntries={['/cn']} />
      </LayoutProviders>,
    );
    expect(within(mainMenu()).getAllByRole('link')[1]?.getAttribute('href')).toBe('/cn/slots');
    expect(screen.getAllByRole('link', { name: 'Log In' })[0]?.getAttribute('href')).toBe('/cn/login');
  });
});

describe('phone menus', () => {
  it('top-nav: the menu button opens the menu panel and Escape closes it', () => {
    renderFrame(TopNavFrame, 'template1');
    const button = screen.getByRole('button', { name: en('menu') });
    expect(button.getAttribute('aria-controls')).toBe(mainMenu().id);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(mainMenu().hasAttribute('data-open')).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: en('menu') }).getAttribute('aria-expanded')).toBe('false');
  });

  it('side-nav: the menu button slides in the drawer; the backdrop closes it', () => {
    const { container } = renderFrame(SideNavFrame, 'template9');
    const button = screen.getByRole('button', { name: en('menu') });
    const drawer = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(drawer.contains(mainMenu())).toBe(true);
    expect(drawer.contains(categories())).toBe(true);
    fireEvent.click(button);
    expect(drawer.hasAttribute('data-open')).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(container.querySelector('.side-nav__backdrop')!);
    expect(drawer.hasAttribute('data-open')).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('arcade: a bottom tab bar with home, the first categories and a menu sheet', () => {
    renderFrame(ArcadeFrame, 'template3');
    const tabbar = screen.getByRole('navigation', { name: en('quickMenu') });
    expect(
      within(tabbar)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/hot', '/slots', '/casino']);
    const sheetButton = within(tabbar).getByRole('button', { name: en('menu') });
    fireEvent.click(sheetButton);
    expect(sheetButton.getAttribute('aria-expanded')).toBe('true');
    expect(mainMenu().hasAttribute('data-open')).toBe(true);
  });

  it('a drawer closes by itself when the visitor navigates', () => {
    renderFrame(SideNavFrame, 'template9');
    fireEvent.click(screen.getByRole('button', { name: en('menu') }));
    fireEvent.click(within(mainMenu()).getByRole('link', { name: 'Promotions' }));
    expect(screen.getByRole('button', { name: en('menu') }).getAttribute('aria-expanded')).toBe('false');
  });
});
