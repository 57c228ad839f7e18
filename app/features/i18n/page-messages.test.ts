// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ensurePageMessages,
  loadDocumentMessages,
  pageMessagesFrom,
  pageMessagesOf,
  pageMessagesUrl,
  parsePageMessagesFile,
  registerPageMessages,
} from './page-messages.ts';

afterEach(() => vi.unstubAllGlobals());

describe("a page's messages (issue 16: out of the loader's data)", () => {
  it('are read before hydration from the file the page names', async () => {
    const resources = { RUS: { ui: { note: 'Привет' }, errors: {}, gm: {} } };
    const url = pageMessagesUrl('RUS', 'AbCdEfGhIjKl_-12');
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (asked: string) => {
      fetched.push(asked);
      return new Response(pageMessagesFrom(resources).json, { status: 200 });
    });
    document.documentElement.dataset.language = 'RUS';
    document.documentElement.dataset.messages = url;
    await loadDocumentMessages(document);
    expect(fetched).toEqual(['/page-messages/rus.AbCdEfGhIjKl_-12.json']);
    expect(pageMessagesOf('RUS')?.resources).toEqual(resources);
    expect(pageMessagesOf('RUS')?.url).toBe(url);
  });

  it("fall back to the language's group files when the page's file fails, and fail when those do", async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (asked: string) => {
      fetched.push(asked);
      if (asked.startsWith('/page-messages/')) return new Response('gone', { status: 503 });
      return new Response(JSON.stringify({ title: asked }), { status: 200 });
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.documentElement.dataset.language = 'MMK';
    document.documentElement.dataset.messages = pageMessagesUrl('MMK', 'AbCdEfGhIjKl_-12');
    await loadDocumentMessages(document);
    expect(warn).toHaveBeenCalledOnce();
    expect(fetched[0]).toBe('/page-messages/mmk.AbCdEfGhIjKl_-12.json');
    expect(pageMessagesOf('MMK')?.resources.MMK?.ui).toEqual({ title: '/locales/mmk/ui.json' });

    vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }));
    document.documentElement.dataset.language = 'CN';
    document.documentElement.dataset.messages = pageMessagesUrl('CN', 'AbCdEfGhIjKl_-12');
    await expect(loadDocumentMessages(document)).rejects.toThrow(/503/);
    expect(pageMessagesOf('CN')).toBeUndefined();
  });

  it('name their file by language and hash, and read nothing else as one', () => {
    expect(pageMessagesUrl('PHP', 'AbCdEfGhIjKl_-12')).toBe('/page-messages/php.AbCdEfGhIjKl_-12.json');
    expect(parsePageMessagesFile('php.AbCdEfGhIjKl_-12.json')).toEqual({
      language: 'PHP',
      hash: 'AbCdEfGhIjKl_-12',
    });
    for (const name of [
      'xx.AbCdEfGhIjKl_-12.json',
      'php.short.json',
      'php.AbCdEfGhIjKl_-12.js',
      '../ui.json',
    ])
      expect(parsePageMessagesFile(name), name).toBeNull();
  });

  it("fetch another language's shell groups and English once, before its first page", async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify({ title: url }), { status: 200 });
    });
    await ensurePageMessages('ESP');
    await ensurePageMessages('ESP');
    expect(fetched.sort()).toEqual(
      ['en/errors', 'en/gm', 'en/ui', 'esp/errors', 'esp/gm', 'esp/ui'].map(
        (file) => `/locales/${file}.json`,
      ),
    );
    expect(pageMessagesOf('ESP')?.resources.ESP?.ui).toEqual({ title: '/locales/esp/ui.json' });
  });

  it('leave a language unregistered when a file fails, so the next navigation tries again', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 503 }));
    await expect(ensurePageMessages('IDR')).rejects.toThrow(/503/);
    expect(pageMessagesOf('IDR')).toBeUndefined();
    registerPageMessages('IDR', pageMessagesFrom({}));
    expect(pageMessagesOf('IDR')).toBeDefined();
  });
});
