import { documentScriptNonce } from '#app/features/builds/script-nonce.ts';
import type { LiveChatDriver } from './live-chat-driver.ts';

/** LiveChat's loader script (livechat.com); it defines `window.LiveChatWidget`. */
export const vendorScriptUrl = 'https://cdn.livechatinc.com/tracking.js';

interface VendorWindow extends Window {
  __lc?: { license: number | string; asyncInit: boolean; integration_name: string };
}

export type ScriptLoader = (document: Document, src: string) => Promise<void>;

function loadScriptTag(document: Document, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    // The page's Content-Security-Policy admits only scripts with its nonce (decision 0015).
    const nonce = documentScriptNonce(document);
    if (nonce) script.nonce = nonce;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
}

/**
 * The production driver: LiveChat's own widget. `asyncInit` keeps it from starting by itself, so it
 * starts only here, after our page is mounted; the vendor draws its own window, hence no Panel.
 */
export function createVendorLiveChatDriver(loadScript: ScriptLoader = loadScriptTag): LiveChatDriver {
  return {
    async start(chatId, target) {
      const vendorWindow = target as VendorWindow;
      const numeric = Number(chatId);
      vendorWindow.__lc = {
        license: Number.isInteger(numeric) ? numeric : chatId,
        asyncInit: true,
        integration_name: 'marquee',
      };
      await loadScript(target.document, vendorScriptUrl);
      if (!target.LiveChatWidget) throw new Error('The LiveChat script did not define LiveChatWidget');
      target.LiveChatWidget.init(chatId);
      return {
        Panel: null,
        stop() {
          target.LiveChatWidget?.call('hide');
        },
      };
    },
  };
}

export const vendorLiveChatDriver = createVendorLiveChatDriver();
