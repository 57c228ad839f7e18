import type { ComponentType } from 'react';

/** A widget that has been started: its UI inside our tree (null when the vendor draws its own), and how to stop it. */
export interface StartedLiveChat {
  Panel: ComponentType | null;
  stop(): void;
}

/**
 * The live-chat adapter: a driver loads a widget for a chat id and leaves an initialised
 * `window.LiveChatWidget` behind (live-chat-api.ts), which the live chat button maximises.
 */
export interface LiveChatDriver {
  start(chatId: string, target: Window): Promise<StartedLiveChat>;
}

export type LiveChatDriverName = 'local' | 'livechat';

/**
 * `VITE_LIVE_CHAT_DRIVER=livechat` at build time selects the vendor's widget (chat_id is the LiveChat
 * licence); anything else the local widget, so a fresh clone chats offline.
 */
export function liveChatDriverName(
  setting: unknown = import.meta.env.VITE_LIVE_CHAT_DRIVER,
): LiveChatDriverName {
  return setting === 'livechat' ? 'livechat' : 'local';
}

/** Each driver is its own chunk, fetched only when a brand's live chat loads (spec §4). */
export async function loadLiveChatDriver(name: LiveChatDriverName): Promise<LiveChatDriver> {
  if (name === 'livechat') return (await import('./vendor-live-chat.ts')).vendorLiveChatDriver;
  return (await import('./local-chat-widget.tsx')).localLiveChatDriver;
}
