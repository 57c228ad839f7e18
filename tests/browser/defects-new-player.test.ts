import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { browserSuite } from './support/browser-suite.ts';
import { screenshot } from './support/screenshot.ts';

/**
 * Issue 10 in Chromium on the real built site: the layout and behaviour defects a new player meets
 * on a phone (375 px) and on a desktop, on every demo brand that is open (royalbay is in maintenance).
 */

const { server, browser } = browserSuite();

const brands = [
  { brand: undefined, name: 'lucky', currency: 'PHP' },
  { brand: 'spinpalace', name: 'spinpalace', currency: 'USD' },
  { brand: 'goalline', name: 'goalline', currency: 'EUR' },
  { brand: 'jadeslots', name: 'jadeslots', currency: 'CNY' },
] as const;

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };

async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.querySelector('.floating');
    return (
      '__reactRouterDataRouter' in window &&
      root !== null &&
      Object.keys(root).some((key) => key.startsWith('__react'))
    );
  });
}

async function open(page: Page, path: string, brand?: string) {
  await page.goto(server.url(path, brand));
  await hydrated(page);
}

/**
 * Logs `accountId` in through the site's own login: the /login page on the default templates, the
 * login modal that /login opens on the others. Resolves once the header shows the balance.
 */
async function logIn(page: Page, accountId: string, brand?: string) {
  await open(page, '/login', brand);
  const form = page.getByTestId('login-password-form');
  await form.waitFor();
  await form.locator('input[name="account_id"], input[autocomplete="username"]').first().fill(accountId);
  await form.locator('input[type="password"]').first().fill(demoPassword);
  await form.locator('button[type="submit"]').click();
  await page.locator('.account-area__deposit').first().waitFor();
  await page.waitForLoadState('networkidle');
}

interface Overlap {
  floating: string;
  content: string;
}

interface FloatingLayout {
  /** Visible floating buttons, captions and close controls. */
  floatingCount: number;
  /** Floating parts that share area with a control or a line of text of the page. */
  overlaps: Overlap[];
  /** On phones, the dock bar: whether it spans the screen, is opaque and holds every button. */
  dock: { fullWidth: boolean; opaque: boolean; holdsAll: boolean } | null;
  /** Controls and lines of text that reach under the dock. */
  underDock: string[];
}

/** A fixed 20 px link named "probe", `inset` px inside the top left corner of the first `selector`. */
async function placeProbe(page: Page, selector: string, inset: number) {
  await page.evaluate(
    ([target, offset]) => {
      const box = document.querySelector(target)!.getBoundingClientRect();
      const probe = document.createElement('a');
      probe.href = '/probe';
      probe.textContent = 'probe';
      probe.style.cssText = `position:fixed;left:${box.left + offset}px;top:${box.top + offset}px;width:20px;height:20px`;
      document.body.append(probe);
    },
    [selector, inset] as const,
  );
}

/**
 * Resolves once every image in view has loaded (a lazy one starts when scrolled to) and the page's
 * height has held for three frames: what a fixed pause waited for, without waiting longer.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      const outOfView = box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth;
      return image.complete || outOfView || box.width === 0;
    }),
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let height = document.documentElement.scrollHeight;
        let steady = 0;
        const frame = () => {
          const now = document.documentElement.scrollHeight;
          steady = now === height ? steady + 1 : 0;
          height = now;
          if (steady >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * Where the floating buttons stand against the page at one scroll position. Every visible control
 * and every line of text outside the floating buttons is compared with every visible floating part.
 * On phones the buttons stand in a dock, an opaque bar across the bottom of the screen: the page
 * scrolls under it as under the header, so what is under the bar is hidden, not covered, and is
 * reported apart (`underDock`); the bar itself is checked to be opaque and to hold every button.
 */
async function floatingLayout(page: Page, scroll: 'top' | 'middle' | 'bottom'): Promise<FloatingLayout> {
  const scrollTo = (where: typeof scroll) =>
    page.evaluate((to) => {
      const height = document.documentElement.scrollHeight;
      window.scrollTo(0, to === 'top' ? 0 : to === 'middle' ? height / 2 - innerHeight / 2 : height);
    }, where);
  await scrollTo(scroll);
  // Lazy images and the footer may grow the page once: scroll again after they settle.
  await settled(page);
  await scrollTo(scroll);
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
        return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const floatingParts = [
      ...document.querySelectorAll(
        '.floating__button, .floating__caption, .floating__caption--dock, .floating__close',
      ),
    ].filter(visible);
    const floatingBoxes = floatingParts.map((element) => ({
      name: describe(element),
      box: element.getBoundingClientRect(),
    }));
    // What the floating buttons must leave alone: the page, not the buttons themselves, not the
    // first-load preloader (gone after 1 s), not a toast.
    const outside = (element: Element) =>
      !element.closest('.floating, .preloader--overlay, .Toastify, [role="dialog"]');
    const contentBoxes: { name: string; box: DOMRect }[] = [];
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex="0"]',
    );
    for (const control of controls) {
      if (outside(control) && visible(control))
        contentBoxes.push({ name: describe(control), box: control.getBoundingClientRect() });
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !outside(parent) || !visible(parent)) continue;
      if (parent.closest('script, style, noscript, .sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // A line cut short with an ellipsis runs on, unseen, past its element: only its seen part counts.
      const clip = getComputedStyle(parent).overflowX === 'visible' ? null : parent.getBoundingClientRect();
      for (const line of range.getClientRects()) {
        const box = clip
          ? DOMRect.fromRect({
              x: Math.max(line.left, clip.left),
              y: line.top,
              width: Math.min(line.right, clip.right) - Math.max(line.left, clip.left),
              height: line.height,
            })
          : line;
        if (box.width > 0 && box.height > 0)
          contentBoxes.push({ name: `text "${node.textContent.trim().slice(0, 40)}"`, box });
      }
    }
    const bar = document.querySelector('.floating');
    const barBox = bar?.getBoundingClientRect();
    const docked = barBox !== undefined && visible(bar!) && barBox.width >= innerWidth - 0.5;
    let dock: FloatingLayout['dock'] = null;
    const underDock: string[] = [];
    if (docked) {
      const [, , , alpha = '1'] = getComputedStyle(bar!).backgroundColor.match(/[\d.]+/g) ?? [];
      dock = {
        fullWidth: barBox.left <= 0.5 && barBox.right >= innerWidth - 0.5,
        opaque: Number(alpha) === 1,
        holdsAll: floatingBoxes.every(
          ({ box }) => box.top >= barBox.top - 8 && box.bottom <= barBox.bottom + 0.5,
        ),
      };
      // The arcade frame's tab bar, below the dock, is the frame's own chrome, not the page.
      const tabBar = document.querySelector('.arcade__tabbar')?.getBoundingClientRect();
      for (const { name, box } of contentBoxes) {
        if (tabBar && box.top >= tabBar.top - 0.5) continue;
        if (box.bottom > barBox.top + 0.5 && box.top < barBox.bottom - 0.5) underDock.push(name);
      }
    }
    const overlaps: { floating: string; content: string }[] = [];
    for (const floating of floatingBoxes)
      for (const content of contentBoxes) {
        const a = floating.box;
        const b = content.box;
        // What the opaque dock hides is not covered by a button on it.
        if (docked && b.bottom > barBox.top + 0.5) continue;
        // A shared edge is not an overlap: boxes must share area.
        if (
          a.left < b.right - 0.5 &&
          b.left < a.right - 0.5 &&
          a.top < b.bottom - 0.5 &&
          b.top < a.bottom - 0.5
        )
          overlaps.push({ floating: floating.name, content: content.name });
      }
    return { overlaps, floatingCount: floatingBoxes.length, dock, underDock };
  });
}

describe('floating buttons never cover the page (issue 10, decision 0057)', () => {
  for (const { brand, name } of brands) {
    it(`${name} at 375 px: the buttons stand in an opaque dock, and every page ends above it`, async () => {
      const { page } = await browser.newPage({ context: { viewport: phone } });
      await logIn(page, 'demo1', brand);
      for (const path of ['/', '/slots', '/account', '/deposit', '/profile', '/inbox']) {
        await open(page, path, brand);
        await page.waitForLoadState('networkidle');
        const top = await floatingLayout(page, 'top');
        expect(top.dock, `${name} ${path}`).toEqual({ fullWidth: true, opaque: true, holdsAll: true });
        expect(top.overlaps, `${name} ${path}`).toEqual([]);
        const bottom = await floatingLayout(page, 'bottom');
        await screenshot(page, `defects-floating-${name}-${path.slice(1) || 'home'}-375`);
        // Every open brand floats at least one button, so the check has something to check.
        expect(bottom.floatingCount, `${name} ${path}`).toBeGreaterThan(0);
        // Scrolled to the end, nothing of the page is left under the dock.
        expect(bottom.underDock, `${name} ${path}`).toEqual([]);
        expect(bottom.overlaps, `${name} ${path}`).toEqual([]);
      }
    }, 120_000);
  }

  it('at 1280 px the column stands beside the page: home, category and profile pages of every brand, at the top, middle and bottom', async () => {
    for (const { brand, name } of brands) {
      const { page } = await browser.newPage({ context: { viewport: desktop } });
      await logIn(page, 'demo2', brand);
      for (const path of ['/', '/slots', '/profile']) {
        await open(page, path, brand);
        await page.waitForLoadState('networkidle');
        for (const scroll of ['top', 'middle', 'bottom'] as const) {
          const { overlaps, floatingCount, dock } = await floatingLayout(page, scroll);
          if (path === '/' && scroll === 'top') await screenshot(page, `defects-floating-${name}-home-1280`);
          expect(dock, `${name} ${path}`).toBeNull();
          expect(floatingCount, `${name} ${path}`).toBeGreaterThan(0);
          expect(overlaps, `${name} ${path} ${scroll}`).toEqual([]);
        }
      }
    }
  }, 180_000);

  it('at 768 px, the narrowest column, home and /slots of every brand from top to bottom', async () => {
    for (const { brand, name } of brands) {
      const { page } = await browser.newPage({ context: { viewport: { width: 768, height: 1024 } } });
      for (const path of ['/', '/slots']) {
        await open(page, path, brand);
        await page.waitForLoadState('networkidle');
        for (const scroll of ['top', 'middle', 'bottom'] as const) {
          const { overlaps, dock } = await floatingLayout(page, scroll);
          expect(dock, `${name} ${path}`).toBeNull();
          expect(overlaps, `${name} ${path} ${scroll}`).toEqual([]);
        }
      }
    }
  }, 120_000);

  it('the check itself finds an overlap: a control placed under a button is reported', async () => {
    const { page } = await browser.newPage({ context: { viewport: desktop } });
    await open(page, '/');
    await placeProbe(page, '.floating__button', 0);
    const { overlaps } = await floatingLayout(page, 'top');
    expect(overlaps.some((overlap) => overlap.content.includes('probe'))).toBe(true);
  });

  it('the check itself finds a page that ends under the dock: a link placed in the dock is reported', async () => {
    const { page } = await browser.newPage({ context: { viewport: phone } });
    await open(page, '/');
    await placeProbe(page, '.floating', 4);
    const { underDock } = await floatingLayout(page, 'bottom');
    expect(underDock.some((name) => name.includes('probe'))).toBe(true);
  });
});

describe('header and profile at 375 px (issue 10)', () => {
  for (const { brand, name } of brands) {
    it(`${name}: the logged-in header (balance, + Deposit) stays inside the screen`, async () => {
      const { page } = await browser.newPage({ context: { viewport: phone } });
      await logIn(page, 'demo1', brand);
      await open(page, '/', brand);
      await screenshot(page, `defects-header-${name}-375`);
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return [...document.querySelectorAll('.account-area, .account-area *')]
          .filter((element) => element.getBoundingClientRect().width > 0)
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.right > width + 0.5 || box.left < -0.5;
          })
          .map((element) => element.className);
      });
      expect(overflow).toEqual([]);
      const deposit = await page.locator('.account-area__deposit').first().boundingBox();
      expect(deposit!.x + deposit!.width).toBeLessThanOrEqual(phone.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );
    });
  }

  it('/profile keeps the e-mail and the phone whole (no break inside a word)', async () => {
    const { page } = await browser.newPage({ context: { viewport: phone } });
    await logIn(page, 'demo1');
    await open(page, '/profile');
    const card = page.getByTestId('profile-card');
    await card.waitFor();
    const lines = await card.locator('dd').evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        // One line box per line: a value broken mid-word has more lines than words.
        const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
        return { text: (cell.textContent ?? '').trim(), lines: tops.size };
      }),
    );
    const email = lines.find((line) => line.text.includes('@'));
    expect(email, JSON.stringify(lines)).toBeDefined();
    for (const line of lines) expect(line.lines, line.text).toBe(1);
    for (const width of [375, 1280]) {
      await page.setViewportSize(width === 375 ? phone : desktop);
      await screenshot(page, `defects-profile-${width}`);
    }
  });
});

describe('live chat button (issue 10)', () => {
  for (const { brand, name } of brands) {
    it(`${name}: a button only with a chat id, with its whole icon and no stray text`, async () => {
      const { page } = await browser.newPage({ context: { viewport: phone } });
      await open(page, '/', brand);
      const liveChat = await page.evaluate(
        async (domain) => {
          const answer = await fetch('/api/startup', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ domain_name: domain }),
          });
          return ((await answer.json()) as { live_chat: { status: boolean; chat_id: string } }).live_chat;
        },
        brand ? `${brand}.localhost` : 'localhost',
      );
      const button = page.locator('.floating__button--chat');
      if (!liveChat.status || liveChat.chat_id === '') {
        expect(await button.count()).toBe(0);
        return;
      }
      await button.waitFor();
      expect((await button.innerText()).trim()).toBe('');
      const image = button.locator('img');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const [outer, inner] = await Promise.all([button.boundingBox(), image.boundingBox()]);
      // The icon sits wholly inside the round button, not pushed out of it.
      expect(inner!.x).toBeGreaterThanOrEqual(outer!.x - 0.5);
      expect(inner!.y).toBeGreaterThanOrEqual(outer!.y - 0.5);
      expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 0.5);
      expect(inner!.y + inner!.height).toBeLessThanOrEqual(outer!.y + outer!.height + 0.5);
      await button.screenshot({ path: `/tmp/marquee-screenshots/defects-chat-button-${name}.png` });
    });
  }
});

describe('pages a new player meets (issue 10)', () => {
  it('/register sends a signed-in player home, as /login does', async () => {
    const { page } = await browser.newPage({ context: { viewport: desktop } });
    await logIn(page, 'demo1');
    await page.goto(server.url('/register'));
    await page.waitForURL(server.url('/'));
    await hydrated(page);
    expect(await page.getByTestId('register-form').count()).toBe(0);
  });

  it('the inbox shows a message’s body: its first lines in the list, all of it once opened', async () => {
    const { page } = await browser.newPage({ context: { viewport: phone } });
    await logIn(page, 'demo1');
    await open(page, '/inbox');
    const item = page.getByTestId('inbox-item').first();
    await item.waitFor();
    const body = item.locator('.wallet-inbox__body');
    // Before the player opens anything, the body is on screen.
    expect(await body.isVisible()).toBe(true);
    const text = (await body.textContent())?.trim() ?? '';
    expect(text.length).toBeGreaterThan(0);
    await screenshot(page, 'defects-inbox-closed-375');
    await item.locator('.wallet-inbox__head').click();
    await expect.poll(() => item.locator('.wallet-inbox__head').getAttribute('aria-expanded')).toBe('true');
    // Opened, none of it is cut off.
    const cut = await body.locator('p').evaluate((p) => p.scrollHeight > p.clientHeight + 1);
    expect(cut).toBe(false);
    expect((await body.innerText()).trim()).toBe(text);
    await screenshot(page, 'defects-inbox-open-375');
  });

  it('the slots provider submenu filters the games by provider', async () => {
    const { page } = await browser.newPage({ context: { viewport: desktop } });
    await open(page, '/slots');
    const tiles = page.locator('.game-tile__provider');
    const all = await tiles.allInnerTexts();
    expect(new Set(all).size).toBeGreaterThan(1);
    await open(page, '/slots?provider=pgsoft');
    const pgsoft = await tiles.allInnerTexts();
    expect(pgsoft.length).toBeGreaterThan(0);
    expect(pgsoft.length).toBeLessThan(all.length);
    expect(new Set(pgsoft)).toEqual(new Set(['PGSOFT']));
    await screenshot(page, 'defects-slots-pgsoft-1280');
    // A provider the brand does not offer lists nothing rather than everything.
    await open(page, '/slots?provider=nosuchprovider');
    expect(await tiles.count()).toBe(0);
  });

  it('/slots shows its heading once', async () => {
    const { page } = await browser.newPage({ context: { viewport: desktop } });
    await open(page, '/slots');
    const headings = await page.locator('main h1, main h2').allInnerTexts();
    expect(headings.filter((text) => text.trim() === 'Slots')).toHaveLength(1);
  });

  it('/casino highlights exactly one category chip', async () => {
    const { page } = await browser.newPage({ context: { viewport: desktop } });
    for (const path of ['/casino', '/slots']) {
      await open(page, path);
      const active = page.locator('nav.categories a.active, nav.categories a[aria-current="page"]');
      // One chip per category nav on the page (the header and the side nav may each have one).
      const navs = await page.locator('nav.categories').count();
      expect(await active.count(), path).toBe(navs);
    }
    await screenshot(page, 'defects-categories-1280');
  });
});
