import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultLiveChatImage,
  isLiveChatEnabled,
  liveChatImageOf,
  liveChatNotInitialisedError,
  maximiseLiveChat,
  shouldLoadLiveChat,
} from './live-chat-api.ts';
import { liveChatDriverName } from './live-chat-driver.ts';

afterEach(() => vi.restoreAllMocks());

describe('live chat settings', () => {
  it('spec §4: loads only when the status is true and there is a chat_id', () => {
    expect(shouldLoadLiveChat({ status: true, chat_id: 'lucky', image_id: '' })).toBe(true);
    expect(shouldLoadLiveChat({ status: true, chat_id: '', image_id: '' })).toBe(false);
    expect(shouldLoadLiveChat({ status: true, chat_id: '   ', image_id: '' })).toBe(false);
    expect(shouldLoadLiveChat({ status: false, chat_id: 'lucky', image_id: '' })).toBe(false);
  });

  it('spec §2: the button shows when live chat is enabled, with image_id or the default image', () => {
    expect(isLiveChatEnabled({ status: true, chat_id: 'lucky', image_id: '' })).toBe(true);
    // Without a chat_id no widget loads (spec §4), so there is no button to press either.
    expect(isLiveChatEnabled({ status: true, chat_id: '', image_id: '' })).toBe(false);
    expect(isLiveChatEnabled({ status: false, chat_id: 'x', image_id: '' })).toBe(false);
    expect(liveChatImageOf({ status: true, chat_id: '', image_id: '' })).toBe(defaultLiveChatImage);
    expect(liveChatImageOf({ status: true, chat_id: '', image_id: '/chat.svg' })).toBe('/chat.svg');
  });
});

describe('maximiseLiveChat', () => {
  it('maximises an initialised widget', () => {
    const call = vi.fn();
    expect(maximiseLiveChat({ LiveChatWidget: { init: vi.fn(), call } })).toBe(true);
    expect(call).toHaveBeenCalledWith('maximize');
  });

  it('logs an error when the widget is not initialised', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(maximiseLiveChat({})).toBe(false);
    expect(error).toHaveBeenCalledWith(liveChatNotInitialisedError);
  });
});

describe('liveChatDriverName', () => {
  it('is the vendor only when asked for, the local widget otherwise', () => {
    expect(liveChatDriverName('livechat')).toBe('livechat');
    expect(liveChatDriverName(undefined)).toBe('local');
    expect(liveChatDriverName('other')).toBe('local');
  });
});
