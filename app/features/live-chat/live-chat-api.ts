import type { LiveChat } from '#shared/brand/brand-site-schema.ts';

/**
 * The LiveChat-style widget API the page talks to, modelled on LiveChat's own `window.LiveChatWidget`
 * (`init()`, `call('maximize')`): the vendor's widget provides it in production, our local widget
 * (local-chat-widget.tsx) everywhere else.
 */
export type LiveChatCommand = 'maximize' | 'minimize' | 'hide';

export interface LiveChatWidgetApi {
  init(chatId: string): void;
  call(command: LiveChatCommand): void;
}

declare global {
  interface Window {
    LiveChatWidget?: LiveChatWidgetApi;
  }
}

/** What the live chat button logs when the widget is not there yet (spec §2: "an error is logged"). */
export const liveChatNotInitialisedError = 'Live chat widget is not initialised';

/** The button image when the brand sets no image_id (spec §2: "otherwise a default image"). */
export const defaultLiveChatImage = '/icons/live-chat.svg';

type LiveChatSettings = Pick<LiveChat, 'chat_id' | 'status' | 'image_id'>;

/**
 * Spec §2: the live chat button shows when live chat is enabled. Enabled means the widget can load
 * (spec §4: status on and a chat_id): without a chat_id the button would open nothing.
 */
export function isLiveChatEnabled(liveChat: LiveChatSettings): boolean {
  return shouldLoadLiveChat(liveChat);
}

/** Spec §4: "Live chat loads only if its status is true and it has a chat_id." */
export function shouldLoadLiveChat(liveChat: LiveChatSettings): boolean {
  return liveChat.status && liveChat.chat_id.trim() !== '';
}

export function liveChatImageOf(liveChat: LiveChatSettings): string {
  return liveChat.image_id || defaultLiveChatImage;
}

/**
 * Spec §2: the button maximises the chat widget; if the widget is not yet initialised, an error is
 * logged. True when the widget took the command.
 */
export function maximiseLiveChat(target: Pick<Window, 'LiveChatWidget'> = window): boolean {
  const widget = target.LiveChatWidget;
  if (!widget) {
    console.error(liveChatNotInitialisedError);
    return false;
  }
  widget.call('maximize');
  return true;
}
