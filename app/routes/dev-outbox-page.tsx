import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { data } from 'react-router';
import { LocalTime } from '#app/features/accounts/local-time.tsx';
import { TextField } from '#app/features/forms/text-field.tsx';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import type { Route } from './+types/dev-outbox-page';

/**
 * The page exists only where the server serves the outbox: in demo mode (decision 0013);
 * elsewhere it is an unknown path.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.services.env.DEMO_MODE) {
    throw data({ path: new URL(request.url).pathname }, { status: 404 });
  }
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'outboxTitle'),
  { name: 'robots', content: 'noindex' },
];

interface OutboxMessage {
  id: number;
  account_id: string;
  phone: string;
  body: string;
  status: string;
  created_at: string;
}

/** How often the list refreshes by itself while the page is visible (a code is awaited here). */
const refreshMs = 5_000;

function isOutboxAnswer(value: unknown): value is { statusCode: 1; value: OutboxMessage[] } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { statusCode?: unknown }).statusCode === 1 &&
    Array.isArray((value as { value?: unknown }).value)
  );
}

/** The query of GET /dev/outbox: only filters the server accepts are sent. */
function outboxQuery(phone: string, accountId: string): string {
  const query = new URLSearchParams();
  if (/^[0-9]{1,15}$/.test(phone)) query.set('phone', `+${phone}`);
  if (/^[A-Za-z0-9_]{1,20}$/.test(accountId)) query.set('account_id', accountId);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * /dev/outbox (demo mode): the SMS the local driver "sent" for this brand, newest first, filterable
 * by phone number and account ID, refreshed every few seconds: where a demo player reads their code.
 */
export default function DevOutboxPage() {
  const { t } = useTranslation('ui');
  const [phone, setPhone] = useState('');
  const [accountId, setAccountId] = useState('');
  const [messages, setMessages] = useState<OutboxMessage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const query = outboxQuery(phone, accountId);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const response = await fetch(`/dev/outbox${query}`, {
          headers: { accept: 'application/json' },
          signal,
        });
        const answer: unknown = await response.json();
        if (!isOutboxAnswer(answer)) throw new Error(`outbox answered ${response.status}`);
        setMessages(
          [...answer.value].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id),
        );
        setFailed(false);
      } catch (error) {
        if (signal?.aborted) return;
        console.warn('outbox not loaded', error);
        setFailed(true);
      }
    },
    [query],
  );

  useEffect(() => {
    const controller = new AbortController();
    // Typing in a filter waits a moment, then asks once.
    const first = setTimeout(() => void load(controller.signal), 250);
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load(controller.signal);
    }, refreshMs);
    return () => {
      controller.abort();
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [load]);

  return (
    <div className="page account-page dev-outbox">
      <h1 className="page__title account-page__title">{t('outboxTitle')}</h1>
      <p className="account-page__lead">{t('outboxLead')}</p>
      <form className="dev-outbox__filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          name="phone"
          type="tel"
          label={t('contactPhone')}
          prefix="+"
          value={phone}
          onChange={setPhone}
          filter="number"
          inputMode="numeric"
          maxLength={15}
          markOptional={false}
        />
        <TextField
          name="account_id"
          label={t('accountId')}
          value={accountId}
          onChange={(value) => setAccountId(value.trim())}
          maxLength={20}
          markOptional={false}
        />
        <button type="button" className="btn btn--ghost" onClick={() => void load()}>
          {t('refresh')}
        </button>
      </form>
      {failed ? (
        <p className="account-form__problem" role="alert">
          {t('outboxUnavailable')}
        </p>
      ) : null}
      {messages === null ? (
        <p role="status">{t('loading')}</p>
      ) : messages.length === 0 ? (
        <p className="account-card__muted" role="status">
          {t('outboxEmpty')}
        </p>
      ) : (
        <div className="dev-outbox__scroll">
          <table className="dev-outbox__table" data-testid="outbox-table">
            <caption className="sr-only">{t('outboxTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('outboxSent')}</th>
                <th scope="col">{t('accountId')}</th>
                <th scope="col">{t('contactPhone')}</th>
                <th scope="col">{t('outboxMessage')}</th>
                <th scope="col">{t('outboxStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id}>
                  <td>
                    <LocalTime iso={message.created_at} />
                  </td>
                  <td>{message.account_id}</td>
                  <td>{message.phone}</td>
                  <td className="dev-outbox__body">{message.body}</td>
                  <td>{message.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
