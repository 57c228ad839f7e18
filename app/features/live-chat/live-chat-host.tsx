import { useEffect, useState } from 'react';
import { useSite } from '#app/features/site/site-store.tsx';
import { shouldLoadLiveChat } from './live-chat-api.ts';
import { liveChatDriverName, loadLiveChatDriver, type StartedLiveChat } from './live-chat-driver.ts';

/** Runs `task` when the browser is idle, so the widget never competes with the page's first paint. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/**
 * Loads the brand's chat widget after the app is mounted, only when live chat is on and has a
 * chat_id (spec §4), and renders the widget's own window when the driver draws one. Mount once.
 */
export function LiveChatHost() {
  // A string (or null), so the selector is stable across renders.
  const chatId = useSite((s) => (shouldLoadLiveChat(s.live_chat) ? s.live_chat.chat_id : null));
  const [started, setStarted] = useState<StartedLiveChat | null>(null);

  useEffect(() => {
    if (chatId === null) return;
    let cancelled = false;
    let running: StartedLiveChat | null = null;
    const cancelIdle = whenIdle(() => {
      void (async () => {
        try {
          const driver = await loadLiveChatDriver(liveChatDriverName());
          if (cancelled) return;
          running = await driver.start(chatId, window);
          if (cancelled) running.stop();
          else setStarted(running);
        } catch (error) {
          // Not an error of the page: the button reports the missing widget when the player uses it.
          console.warn('Live chat widget failed to load', error);
        }
      })();
    });
    return () => {
      cancelled = true;
      cancelIdle();
      running?.stop();
      setStarted(null);
    };
  }, [chatId]);

  const Panel = started?.Panel;
  return Panel ? <Panel /> : null;
}
