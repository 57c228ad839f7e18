import { useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { type InboxMessage } from '#shared/contract/inbox-contract.ts';
import { getInboxCall } from '#shared/contract/inbox-calls.ts';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { playerPageData } from '#app/features/accounts/player-page-data.server.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import { InboxList } from '#app/features/wallet/inbox-list.tsx';
import { WalletTabs } from '#app/features/wallet/wallet-tabs.tsx';
import '#app/features/wallet/wallet.css';
import type { Route } from './+types/inbox-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'inbox');

/** The messages are in the first HTML; a client navigation here runs this loader on the server too. */
export async function loader(args: Route.LoaderArgs) {
  const answer = await playerPageData(args, getInboxCall, {});
  return { messages: answer?.value ?? null };
}

/** /inbox (guarded): the player's messages, newest first, with unread markers and reward claims. */
export default function InboxPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const currency = useSite((s) => s.site?.currency ?? '');
  // What the player changed here (read, claimed) over what the server last answered.
  const [changed, setChanged] = useState<Record<number, InboxMessage>>({});
  const messages = loaderData.messages?.map((message) => changed[message.inbox_id] ?? message) ?? null;
  const unread = messages?.filter((message) => !message.read).length ?? 0;

  return (
    <AccountScreen title={t('inbox')}>
      <WalletTabs />
      <section className="account-card" aria-labelledby="inbox-title">
        <h2 className="account-card__title" id="inbox-title">
          {t('messagesTitle')}
          {unread > 0 ? (
            <span className="wallet-count" data-testid="unread-count">
              {t('unreadCount', { number: unread })}
            </span>
          ) : null}
        </h2>
        {!messages ? (
          <p className="account-card__muted">{t('walletUnavailable')}</p>
        ) : messages.length === 0 ? (
          <p className="account-card__muted">{t('inboxEmpty')}</p>
        ) : (
          <InboxList
            messages={messages}
            currency={currency}
            onChange={(message) => setChanged((all) => ({ ...all, [message.inbox_id]: message }))}
          />
        )}
      </section>
    </AccountScreen>
  );
}
