// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '#app/features/i18n/use-translation.ts';
import { afterEach, describe, expect, it } from 'vitest';
import ui from '#public/locales/en/ui.json';
import { createI18n } from '#app/features/i18n/i18n.ts';
import {
  autoReplyDelayMs,
  createLocalWidget,
  LocalChatPanel,
  localLiveChatDriver,
  maxKeptMessages,
  storageKeyOf,
  type LocalWidgetDeps,
} from './local-chat-widget.tsx';

/** Runs scheduled answers when the test says so, and reports their delay. */
function manualSchedule() {
  const queue: { run: () => void; ms: number }[] = [];
  const schedule: NonNullable<LocalWidgetDeps['schedule']> = (run, ms) => queue.push({ run, ms });
  return { queue, schedule, flush: () => queue.splice(0).forEach((task) => task.run()) };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

afterEach(() => {
  cleanup();
  delete window.LiveChatWidget;
});

describe('createLocalWidget', () => {
  it('opens on maximize with a greeting, and closes on minimize', () => {
    const widget = createLocalWidget();
    widget.api.init('chat-1');
    expect(widget.store.getState()).toMatchObject({ chatId: 'chat-1', open: false, messages: [] });
    widget.api.call('maximize');
    expect(widget.store.getState().open).toBe(true);
    expect(widget.store.getState().messages).toMatchObject([{ from: 'agent', line: 'liveChatGreeting' }]);
    widget.api.call('minimize');
    expect(widget.store.getState().open).toBe(false);
    widget.api.call('maximize');
    expect(widget.store.getState().messages).toHaveLength(1);
  });

  it('keeps what the player types and answers each message after a short delay', () => {
    const { queue, schedule, flush } = manualSchedule();
    const widget = createLocalWidget({ schedule });
    widget.api.init('chat-1');
    widget.send('  Where is my withdrawal?  ');
    widget.send('   ');
    expect(widget.store.getState().messages).toMatchObject([
      { from: 'player', text: 'Where is my withdrawal?' },
    ]);
    expect(queue.map((task) => task.ms)).toEqual([autoReplyDelayMs]);
    flush();
    expect(widget.store.getState().messages.at(-1)).toMatchObject({
      from: 'agent',
      line: 'liveChatAutoReply',
    });
  });

  it('remembers the conversation per chat id in the given storage, and keeps it bounded', () => {
    const storage = memoryStorage();
    const { schedule, flush } = manualSchedule();
    const first = createLocalWidget({ storage, schedule });
    first.api.init('chat-1');
    first.send('hello');
    flush();
    expect(JSON.parse(storage.items.get(storageKeyOf('chat-1'))!)).toHaveLength(2);

    const again = createLocalWidget({ storage });
    again.api.init('chat-1');
    expect(again.store.getState().messages.map((m) => m.from)).toEqual(['player', 'agent']);
    const other = createLocalWidget({ storage });
    other.api.init('chat-2');
    expect(other.store.getState().messages).toEqual([]);

    for (let index = 0; index < maxKeptMessages; index += 1) again.send(`line ${index}`);
    expect(again.store.getState().messages).toHaveLength(maxKeptMessages);
    expect(new Set(again.store.getState().messages.map((m) => m.id)).size).toBe(maxKeptMessages);
  });
});

describe('LocalChatPanel', () => {
  const i18n = createI18n('EN', { EN: { ui } });

  it('shows nothing until maximised, then a chat window the player can write in', () => {
    const { schedule, flush } = manualSchedule();
    const widget = createLocalWidget({ schedule });
    widget.api.init('chat-1');
    render(
      <I18nProvider i18n={i18n}>
        <LocalChatPanel widget={widget} />
      </I18nProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => widget.api.call('maximize'));
    const panel = screen.getByRole('dialog', { name: 'Live Chat' });
    const log = within(panel).getByRole('log');
    expect(log.textContent).toContain(ui.liveChatGreeting);
    const input = within(panel).getByLabelText(ui.liveChatMessageLabel);
    expect(document.activeElement).toBe(input);

    fireEvent.change(input, { target: { value: 'Hello there' } });
    fireEvent.click(within(panel).getByRole('button', { name: ui.liveChatSend }));
    expect(log.textContent).toContain('Hello there');
    expect((input as HTMLInputElement).value).toBe('');
    act(() => flush());
    expect(log.textContent).toContain(ui.liveChatAutoReply);

    fireEvent.click(within(panel).getByRole('button', { name: ui.liveChatMinimise }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('localLiveChatDriver', () => {
  it('leaves an initialised window.LiveChatWidget behind and removes it when stopped', async () => {
    const started = await localLiveChatDriver.start('chat-9', window);
    expect(window.LiveChatWidget).toBeDefined();
    expect(started.Panel).not.toBeNull();
    started.stop();
    expect(window.LiveChatWidget).toBeUndefined();
  });
});
