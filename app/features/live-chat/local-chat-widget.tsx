import './live-chat.css';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { LiveChatCommand, LiveChatWidgetApi } from './live-chat-api.ts';
import type { LiveChatDriver } from './live-chat-driver.ts';

/** Agent lines are message keys, translated when shown, so they follow a language switch. */
export type AgentLine = 'liveChatGreeting' | 'liveChatAutoReply';

type NewMessage = { from: 'player'; text: string } | { from: 'agent'; line: AgentLine };

export type ChatMessage = NewMessage & { id: number; at: number };

export interface ChatState {
  chatId: string;
  open: boolean;
  messages: ChatMessage[];
}

/** How long the automatic answer takes: instant would read as a machine, long as a dead chat. */
export const autoReplyDelayMs = 800;
export const maxMessageLength = 500;
/** A conversation kept in the tab stays small: the oldest lines go first. */
export const maxKeptMessages = 100;

type KeptStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface LocalWidgetDeps {
  /** sessionStorage in the browser: the conversation survives a reload, not the closed tab. */
  storage?: KeptStorage;
  now?: () => number;
  schedule?: (run: () => void, ms: number) => unknown;
}

export interface LocalWidget {
  api: LiveChatWidgetApi;
  store: StoreApi<ChatState>;
  /** The player sends a line; the automatic answer follows after autoReplyDelayMs. */
  send(text: string): void;
}

export function storageKeyOf(chatId: string): string {
  return `marquee:live-chat:${chatId}`;
}

function readKept(storage: KeptStorage | undefined, chatId: string): ChatMessage[] {
  try {
    const value = JSON.parse(storage?.getItem(storageKeyOf(chatId)) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as ChatMessage[]).slice(-maxKeptMessages) : [];
  } catch {
    return [];
  }
}

/**
 * The local live-chat driver's widget: the same init/call API as the vendor's, a conversation the
 * player types into, and an automatic "an agent will reply shortly" answer to each message (no
 * agent desk exists offline; the answer says the truth about what happens next).
 */
export function createLocalWidget(deps: LocalWidgetDeps = {}): LocalWidget {
  const now = deps.now ?? Date.now;
  const schedule = deps.schedule ?? ((run, ms) => setTimeout(run, ms));
  const store = createStore<ChatState>()(() => ({ chatId: '', open: false, messages: [] }));
  let nextId = 1;

  const keep = () => {
    const { chatId, messages } = store.getState();
    try {
      deps.storage?.setItem(storageKeyOf(chatId), JSON.stringify(messages));
    } catch {
      // Storage full or blocked: the conversation still lives in the panel.
    }
  };
  const append = (message: NewMessage) => {
    const entry: ChatMessage = { ...message, id: nextId++, at: now() };
    store.setState((state) => ({ messages: [...state.messages, entry].slice(-maxKeptMessages) }));
    keep();
  };

  const api: LiveChatWidgetApi = {
    init(chatId) {
      const messages = readKept(deps.storage, chatId);
      nextId = Math.max(0, ...messages.map((message) => message.id)) + 1;
      store.setState({ chatId, messages });
    },
    call(command: LiveChatCommand) {
      if (command !== 'maximize') {
        store.setState({ open: false });
        return;
      }
      store.setState({ open: true });
      if (store.getState().messages.length === 0) append({ from: 'agent', line: 'liveChatGreeting' });
    },
  };

  return {
    api,
    store,
    send(text) {
      const trimmed = text.trim().slice(0, maxMessageLength);
      if (!trimmed) return;
      append({ from: 'player', text: trimmed });
      schedule(() => append({ from: 'agent', line: 'liveChatAutoReply' }), autoReplyDelayMs);
    },
  };
}

/** The chat window: a non-modal dialog at the bottom corner, shown while the widget is maximised. */
export function LocalChatPanel({ widget }: { widget: LocalWidget }) {
  const { t } = useTranslation('ui');
  const open = useStore(widget.store, (s) => s.open);
  const messages = useStore(widget.store, (s) => s.messages);
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, open]);

  if (!open) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    widget.send(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') widget.api.call('minimize');
  };

  return (
    <section className="live-chat-panel" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <header className="live-chat-panel__header">
        <h2 className="live-chat-panel__title" id={titleId}>
          {t('liveChat')}
        </h2>
        <button
          type="button"
          className="live-chat-panel__minimise"
          aria-label={t('liveChatMinimise')}
          onClick={() => widget.api.call('minimize')}
        >
          <span aria-hidden="true">–</span>
        </button>
      </header>
      <ol className="live-chat-panel__log" ref={log} role="log" aria-live="polite">
        {messages.map((message) => (
          <li key={message.id} className={`live-chat-message live-chat-message--${message.from}`}>
            <span className="live-chat-message__from">
              {message.from === 'player' ? t('liveChatYou') : t('liveChatAgent')}
            </span>
            <span className="live-chat-message__text">
              {message.from === 'player' ? message.text : t(message.line)}
            </span>
          </li>
        ))}
      </ol>
      <form className="live-chat-panel__form" onSubmit={submit}>
        <label className="sr-only" htmlFor={inputId}>
          {t('liveChatMessageLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          className="live-chat-panel__input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={maxMessageLength}
          autoComplete="off"
          placeholder={t('liveChatPlaceholder')}
        />
        <button
          type="submit"
          className="btn btn--primary live-chat-panel__send"
          disabled={draft.trim() === ''}
        >
          {t('liveChatSend')}
        </button>
      </form>
    </section>
  );
}

function sessionStorageOf(target: Window): KeptStorage | undefined {
  try {
    return target.sessionStorage;
  } catch {
    return undefined;
  }
}

export const localLiveChatDriver: LiveChatDriver = {
  async start(chatId, target) {
    const widget = createLocalWidget({ storage: sessionStorageOf(target) });
    widget.api.init(chatId);
    target.LiveChatWidget = widget.api;
    return {
      Panel: () => <LocalChatPanel widget={widget} />,
      stop() {
        if (target.LiveChatWidget === widget.api) delete target.LiveChatWidget;
      },
    };
  },
};
