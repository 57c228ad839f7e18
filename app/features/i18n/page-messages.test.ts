// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ensurePageMessages,
  pageMessagesFrom,
  pageMessagesId,
  pageMessagesOf,
  readDocumentMessages,
  registerPageMessages,
} from './page-messages.ts';

afterEach(() => vi.unstubAllGlobals());

describe("a page's messages (issue 16: out of the loader's data)", () => {
  it('are written as a data block no text can close, and read back before hydration', () => {
    const resources = { RUS: { ui: { note: '</script><script>alert(1)</script>' }, errors: {}, gm: {} } };
    const messages = pageMessagesFrom(resources);
    expect(messages.json).not.toContain('<');
    document.documentElement.dataset.language = 'RUS';
    document.body.innerHTML = `<script type="application/json" id="${pageMessagesId}">${messages.json}</script>`;
    readDocumentMessages(document);
    expect(pageMessagesOf('RUS')).toEqual({ resources, json: messages.json });
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
