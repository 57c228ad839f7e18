import { describe, expect, it, vi } from 'vitest';
import type { LiveChatWidgetApi } from './live-chat-api.ts';
import { createVendorLiveChatDriver, vendorScriptUrl } from './vendor-live-chat.ts';

type FakeWindow = { document: Document; LiveChatWidget?: LiveChatWidgetApi; __lc?: unknown };

describe('vendor live chat driver', () => {
  it('configures the licence for a deferred start, loads the vendor script and starts the widget', async () => {
    const target: FakeWindow = { document: {} as Document };
    const widget = { init: vi.fn(), call: vi.fn() };
    const loadScript = vi.fn(async (_document: Document, src: string) => {
      expect(target.__lc).toMatchObject({ license: 12345678, asyncInit: true });
      expect(src).toBe(vendorScriptUrl);
      target.LiveChatWidget = widget;
    });
    const started = await createVendorLiveChatDriver(loadScript).start(
      '12345678',
      target as unknown as Window,
    );
    expect(loadScript).toHaveBeenCalledOnce();
    expect(widget.init).toHaveBeenCalled();
    expect(started.Panel).toBeNull();
    started.stop();
    expect(widget.call).toHaveBeenCalledWith('hide');
  });

  it('fails when the script does not load or does not define the widget', async () => {
    const target = { document: {} as Document } as unknown as Window;
    const failing = createVendorLiveChatDriver(() => Promise.reject(new Error('Could not load')));
    await expect(failing.start('1', target)).rejects.toThrow(/Could not load/);
    const empty = createVendorLiveChatDriver(() => Promise.resolve());
    await expect(empty.start('1', target)).rejects.toThrow(/LiveChatWidget/);
  });
});
