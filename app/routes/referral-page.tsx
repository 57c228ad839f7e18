import { useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import '#app/features/rewards/rewards.css';
import '#app/features/wallet/wallet.css';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { useSession } from '#app/features/session/session-provider.tsx';
import type { Route } from './+types/referral-page';

/** The site's own address, so the link a player shares points where the player is. */
export function loader({ request }: Route.LoaderArgs) {
  return { origin: new URL(request.url).origin };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'referral');

/**
 * /referral (guarded): the player's sign-up link. The register page takes `?ref=` as the referrer
 * code and the account keeps it, so a friend who signs up through the link is recorded as referred
 * by this player. No referral bonus exists, so the page promises none (decision 0019).
 */
export default function ReferralPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  const accountId = useSession((s) => s.user?.account_id ?? '');
  const [copied, setCopied] = useState(false);
  const link = accountId
    ? `${loaderData.origin}${localise('/register')}?ref=${encodeURIComponent(accountId)}`
    : '';
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <AccountScreen title={t('referral')} lead={t('referralLead')}>
      <section className="account-card" aria-labelledby="referral-link-title" data-testid="referral-card">
        <h2 className="account-card__title" id="referral-link-title">
          {t('referralLinkTitle')}
        </h2>
        <dl className="account-facts">
          <div>
            <dt>{t('referralCode')}</dt>
            <dd data-testid="referral-code">{accountId}</dd>
          </div>
        </dl>
        <div className="rewards-copy">
          <input
            className="wallet-input rewards-copy__field"
            readOnly
            value={link}
            aria-label={t('referralLinkTitle')}
            data-testid="referral-link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn--primary" onClick={copy} disabled={!link}>
            {copied ? t('referralCopied') : t('referralCopy')}
          </button>
        </div>
        <p className="account-card__muted">{t('referralHow')}</p>
      </section>
    </AccountScreen>
  );
}
