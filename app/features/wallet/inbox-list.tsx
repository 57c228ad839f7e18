import { useRef, useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { type InboxMessage } from '#shared/contract/inbox-contract.ts';
import { claimInboxCall, readInboxCall } from '#shared/contract/inbox-calls.ts';
import { LocalTime } from '#app/features/accounts/local-time.tsx';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { Amount } from './money.tsx';
import { useApplyBalances, usePlayerCredentials } from './use-wallet.ts';

/**
 * One inbox message: unread marker, title, date and the first lines of its text; opening it shows
 * the whole text and marks it read (read_inbox). A reward has a Claim button: disabled while the claim is on its way and for good
 * after it, so a second click sends nothing; the answer's balances go to the header.
 */
function InboxItem({
  message,
  currency,
  onChange,
}: {
  message: InboxMessage;
  currency: string;
  onChange: (message: InboxMessage) => void;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  const call = useApi();
  const credentials = usePlayerCredentials();
  const applyBalances = useApplyBalances();
  const [open, setOpen] = useState(false);
  const [claiming, setClaiming] = useState(false);
  // A ref as well as state: two clicks in one frame both see the state from before the first.
  const claimSent = useRef(false);
  const bodyId = `inbox-body-${message.inbox_id}`;

  const toggle = async () => {
    const opening = !open;
    setOpen(opening);
    const player = credentials();
    if (!opening || message.read || !player) return;
    onChange({ ...message, read: true });
    const answer = await call(readInboxCall, { ...player, inbox_id: message.inbox_id }, { quiet: true });
    if (isApiSuccess(answer)) onChange(answer.value);
  };

  const claim = async () => {
    const player = credentials();
    if (claimSent.current || message.claimed || !player) return;
    claimSent.current = true;
    setClaiming(true);
    const answer = await call(
      claimInboxCall,
      { ...player, inbox_id: message.inbox_id },
      { successToast: t('messages:claimSuccess') },
    );
    setClaiming(false);
    if (isApiSuccess(answer)) {
      applyBalances(answer);
      onChange(answer.value);
    } else if (answer.message === 'alreadyClaimed') {
      onChange({ ...message, claimed: true });
    } else {
      // Not claimed (a network failure, say): the player may try again.
      claimSent.current = false;
    }
  };

  const claimed = message.claimed;
  return (
    <li
      className={`wallet-inbox__item${message.read ? '' : ' wallet-inbox__item--unread'}`}
      data-testid="inbox-item"
      data-inbox-id={message.inbox_id}
    >
      <button
        type="button"
        className="wallet-inbox__head"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => void toggle()}
      >
        {message.read ? null : (
          <span className="wallet-inbox__dot" data-testid="unread-marker">
            <span className="sr-only">{t('unread')}</span>
          </span>
        )}
        <span className="wallet-inbox__title">{message.title}</span>
        <span className="wallet-inbox__date">
          <LocalTime iso={message.created_at} />
        </span>
      </button>
      {/* Closed, the message shows its first lines (as a mail list does); open, all of it. */}
      <div id={bodyId} className={`wallet-inbox__body${open ? '' : ' wallet-inbox__body--preview'}`}>
        <p>{message.body}</p>
      </div>
      {message.reward ? (
        <div className="wallet-inbox__reward">
          <span className="wallet-inbox__reward-text">
            {t('reward')}:{' '}
            <Amount value={message.reward.amount} currency={currency} unit={message.reward.type} />
          </span>
          <button
            type="button"
            className={`btn ${claimed ? 'btn--ghost' : 'btn--primary'} wallet-inbox__claim`}
            disabled={claimed || claiming}
            aria-disabled={claimed || claiming}
            onClick={() => void claim()}
            data-testid="claim-button"
          >
            {claimed ? t('claimed') : claiming ? t('claiming') : t('claim')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

export function InboxList({
  messages,
  currency,
  onChange,
}: {
  messages: InboxMessage[];
  currency: string;
  onChange: (message: InboxMessage) => void;
}) {
  return (
    <ul className="wallet-inbox" data-testid="inbox-list">
      {messages.map((message) => (
        <InboxItem key={message.inbox_id} message={message} currency={currency} onChange={onChange} />
      ))}
    </ul>
  );
}
