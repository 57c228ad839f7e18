// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '#app/features/i18n/use-translation.ts';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import gm from '#public/locales/en/gm.json';
import ui from '#public/locales/en/ui.json';
import type { TemplateName } from '#shared/theme/themes.ts';
import { loadModalHost, ShellServices } from '#app/features/feedback/shell-services.tsx';
import { enResources } from '#app/features/feedback/test-shell.tsx';
import { createI18n } from '#app/features/i18n/i18n.ts';
import { fixtureState } from '#app/features/layouts/layout-test-fixture.tsx';
import { defaultLiveChatImage, liveChatNotInitialisedError } from '#app/features/live-chat/live-chat-api.ts';
import type { SessionState } from '#app/features/session/session-store.ts';
import type { SiteState } from '#app/features/site/site-state.ts';
import { SiteStoreProvider } from '#app/features/site/site-store.tsx';
import { FloatingElements, FloatingRoom, loadRewardsIcon } from './floating-elements.tsx';
import { rewardsClosedKey } from './rewards-dismissal.ts';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

interface Options {
  template?: TemplateName;
  site?: Partial<SiteState>;
  session?: Partial<SessionState>;
}

function stateFor({ template = 'template1', site = {} }: Options): SiteState {
  // Live chat off unless a test turns it on: its widget loads on idle and is tested on its own.
  return { ...fixtureState(template), live_chat: { chat_id: '', status: false, image_id: '' }, ...site };
}

/** The server's view: no effects run, so this is what the first HTML holds. */
function serverHtml(options: Options = {}, path = '/'): string {
  const i18n = createI18n('EN', { EN: { ...enResources.EN, gm } });
  const element = (
    <I18nProvider i18n={i18n}>
      <SiteStoreProvider initial={stateFor(options)}>
        <ShellServices session={options.session}>
          <FloatingRoom />
          <main>page</main>
          <FloatingElements />
        </ShellServices>
      </SiteStoreProvider>
    </I18nProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return renderToString(<RouterProvider router={router} />);
}

function renderFloating(options: Options = {}) {
  const i18n = createI18n('EN', { EN: { ...enResources.EN, gm } });
  const shell = (
    <I18nProvider i18n={i18n}>
      <SiteStoreProvider initial={stateFor(options)}>
        <ShellServices session={options.session}>
          <LocationProbe />
          <Outlet />
          <FloatingElements />
        </ShellServices>
      </SiteStoreProvider>
    </I18nProvider>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: shell,
        children: [
          { index: true, element: <h1>home</h1> },
          { path: 'login', element: <h1>login page</h1> },
          { path: 'register', element: <h1>register page</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

const brand = fixtureState().site!.external_id;

// The icon and the dialog frame load on first use (shell-on-demand.test.tsx); loaded here, they
// render in the turn they are needed.
beforeAll(() => Promise.all([loadRewardsIcon(), loadModalHost()]));

beforeEach(() => {
  window.localStorage.clear();
  delete window.LiveChatWidget;
});

afterEach(() => {
  cleanup();
  delete window.LiveChatWidget;
});

describe('rewards icon', () => {
  it('is hidden when the brand has gamify_status off', () => {
    renderFloating({ site: { site: { ...fixtureState().site!, gamify_status: false } } });
    expect(screen.queryByTestId('rewards-icon')).toBeNull();
  });

  it('is not in the server render (the close lives in localStorage), and shows once mounted', () => {
    const html = serverHtml();
    expect(html).toContain('Partners');
    expect(html).not.toContain('rewards-icon');
    renderFloating();
    expect(screen.getByTestId('rewards-icon')).toBeTruthy();
  });

  it.each(['template4', 'template6', 'template8', 'template10'] as const)(
    'logged out on %s opens the login modal',
    async (template) => {
      renderFloating({ template });
      fireEvent.click(within(screen.getByTestId('rewards-icon')).getByRole('button', { name: 'Rewards' }));
      const dialog = screen.getByRole('dialog');
      expect(await within(dialog).findByRole('heading', { name: 'Log In' })).toBeTruthy();
      expect(screen.getByTestId('location').textContent).toBe('/');
    },
  );

  it.each(['template1', 'template3', 'template20'] as const)(
    'logged out on %s goes to /login',
    (template) => {
      renderFloating({ template });
      const link = within(screen.getByTestId('rewards-icon')).getByRole('link', { name: 'Rewards' });
      expect(link.getAttribute('href')).toBe('/login');
      fireEvent.click(link);
      expect(screen.getByTestId('location').textContent).toBe('/login');
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('logged in opens /minigame in a new tab', () => {
    renderFloating({ template: 'template4', session: { isAuthenticated: true } });
    const link = within(screen.getByTestId('rewards-icon')).getByRole('link');
    expect(link.getAttribute('href')).toBe('/minigame');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('hides for good on this brand when closed, and not on another brand', () => {
    const view = renderFloating();
    fireEvent.click(screen.getByRole('button', { name: ui.rewardsHide }));
    expect(screen.queryByTestId('rewards-icon')).toBeNull();
    expect(window.localStorage.getItem(rewardsClosedKey(brand))).toBe('1');

    view.unmount();
    renderFloating();
    expect(screen.queryByTestId('rewards-icon')).toBeNull();

    cleanup();
    renderFloating({ site: { site: { ...fixtureState().site!, external_id: 'other-brand' } } });
    expect(screen.getByTestId('rewards-icon')).toBeTruthy();
  });
});

describe('partners button', () => {
  it("is drawn on the site's pages, not over a game playing in /playnow nor in the house game's own page", () => {
    const partners = 'aria-label="Partners"';
    expect(serverHtml({}, '/')).toContain(partners);
    expect(serverHtml({}, '/playnow')).toContain(partners);
    expect(serverHtml({}, '/playnow?game=house-dice')).not.toContain(partners);
    // The house games play in a frame of /playnow: the page around it has the buttons already.
    expect(serverHtml({}, '/house/play?game=house-dice')).not.toContain(partners);
    expect(serverHtml({}, '/cn/house/play?game=house-dice')).not.toContain(partners);
  });

  it('opens a modal with each partner logo linked to its href in a new tab, and its name', async () => {
    renderFloating();
    fireEvent.click(screen.getByRole('button', { name: 'Partners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Partners' });
    const links = within(dialog).getAllByRole('link');
    const partners = fixtureState().partners;
    expect(links).toHaveLength(partners.length);
    partners.forEach((partner, index) => {
      const link = links[index]!;
      expect(link.getAttribute('href')).toBe(partner.href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.querySelector('img')?.getAttribute('src')).toBe(partner.img_url);
      expect(link.querySelector('img')?.getAttribute('width')).toBe('200');
      expect(link.textContent).toContain(partner.partner_name);
    });
  });

  it('is not shown when the brand has no partners', () => {
    renderFloating({ site: { partners: [] } });
    expect(screen.queryByRole('button', { name: 'Partners' })).toBeNull();
  });

  it('keeps one modal open at a time: the login modal replaces the partners modal', async () => {
    renderFloating({ template: 'template4' });
    fireEvent.click(screen.getByRole('button', { name: 'Partners' }));
    await screen.findByRole('dialog', { name: 'Partners' });
    fireEvent.click(within(screen.getByTestId('rewards-icon')).getByRole('button', { name: 'Rewards' }));
    await screen.findByRole('dialog', { name: 'Log In' });
    const dialogs = screen.getAllByRole('dialog');
    expect(dialogs).toHaveLength(1);
    expect(within(dialogs[0]!).getByRole('heading', { name: 'Log In' })).toBeTruthy();
  });
});

describe('room for the buttons', () => {
  const room = '<span class="floating-room" hidden=""></span>';

  it('is claimed ahead of the page exactly when the server draws a button', () => {
    const html = serverHtml({}, '/');
    expect(html.indexOf(room)).toBeGreaterThanOrEqual(0);
    expect(html.indexOf(room)).toBeLessThan(html.indexOf('<main>'));
    const liveChatOnly = {
      partners: [],
      live_chat: { chat_id: 'lucky-ph-support', status: true, image_id: '' },
    };
    expect(serverHtml({ site: liveChatOnly }, '/')).toContain(room);
    // The rewards icon comes only after hydration, so it claims its room when it is drawn.
    expect(serverHtml({ site: { partners: [] } }, '/')).not.toContain(room);
    expect(serverHtml({}, '/playnow?game=house-dice')).not.toContain(room);
    expect(serverHtml({}, '/house/play?game=house-dice')).not.toContain(room);
  });
});

describe('live chat button', () => {
  const liveChat = { chat_id: 'lucky-ph-support', status: true, image_id: '' };

  it('is hidden when live chat is off', () => {
    renderFloating();
    expect(screen.queryByRole('button', { name: 'Live Chat' })).toBeNull();
  });

  it('shows the default image, or the brand image_id when set', () => {
    const view = renderFloating({ site: { live_chat: liveChat } });
    const image = () => screen.getByRole('button', { name: 'Live Chat' }).querySelector('img');
    expect(image()?.getAttribute('src')).toBe(defaultLiveChatImage);
    expect(image()?.getAttribute('width')).toBe('56');
    view.unmount();
    renderFloating({ site: { live_chat: { ...liveChat, image_id: '/brands/jadeslots/live-chat.svg' } } });
    expect(image()?.getAttribute('src')).toBe('/brands/jadeslots/live-chat.svg');
  });

  it('is hidden when live chat is on without a chat id (no widget would ever load)', () => {
    renderFloating({ site: { live_chat: { ...liveChat, chat_id: '' } } });
    expect(screen.queryByRole('button', { name: 'Live Chat' })).toBeNull();
    renderFloating({ site: { live_chat: { ...liveChat, chat_id: '   ' } } });
    expect(screen.queryByRole('button', { name: 'Live Chat' })).toBeNull();
  });

  it('holds only its image: no stray text beside it', () => {
    renderFloating({ site: { live_chat: liveChat } });
    const button = screen.getByRole('button', { name: 'Live Chat' });
    expect(button.textContent).toBe('');
    expect(button.children).toHaveLength(1);
  });

  it('logs an error when the widget is not initialised', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFloating({ site: { live_chat: liveChat } });
    fireEvent.click(screen.getByRole('button', { name: 'Live Chat' }));
    expect(error).toHaveBeenCalledWith(liveChatNotInitialisedError);
  });

  it('maximises the widget once it is there', () => {
    const call = vi.fn();
    window.LiveChatWidget = { init: vi.fn(), call };
    renderFloating({ site: { live_chat: liveChat } });
    fireEvent.click(screen.getByRole('button', { name: 'Live Chat' }));
    expect(call).toHaveBeenCalledWith('maximize');
  });
});

describe('first-load preloader', () => {
  const flags = { ...fixtureState().flags, preloader: true };

  it('is in the server render when the preloader flag is on, and gone within the second', async () => {
    expect(serverHtml({ site: { flags } })).toContain('data-testid="preloader"');
    expect(serverHtml({ site: { flags: { ...flags, preloader: false } } })).not.toContain(
      'data-testid="preloader"',
    );

    vi.useFakeTimers();
    try {
      renderFloating({ site: { flags } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      expect(screen.queryByTestId('preloader')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
