import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import '#app/features/accounts/accounts.css';
import { shownSiteOf } from '#app/features/home/shown-site.server.ts';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { promotionsCopy } from '#app/features/rewards/promotions-copy.server.ts';
import '#app/features/rewards/rewards.css';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { pageLanguage } from '#app/features/seo/page-language.ts';
import { pageSeo } from '#app/features/seo/page-seo.server.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import type { Route } from './+types/promotions-page';

/**
 * /promotions (open to all): the operator's own promotions text where the brand wrote one (its
 * `promotions` SEO entry, in the page language by the en_/local_ rule), then the rewards every
 * player of the brand can use today: inbox rewards, the VIP ladder and, where the brand has it on,
 * the rewards minigame. Decision 0019.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const config = await shownSiteOf(request, context);
  if (!config) return { copy: null, seo: null };
  const language = pageLanguage(new URL(request.url).pathname, config.document.languages);
  return { copy: promotionsCopy(config, language), seo: pageSeo(config, request) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'promotions');

const offers = [
  { path: '/inbox', title: 'inbox', text: 'promotionsInbox' },
  { path: '/vip', title: 'vip', text: 'promotionsVip' },
  { path: '/minigame', title: 'minigame', text: 'promotionsMinigame' },
] as const;

export default function PromotionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  const siteName = useSite((s) => s.site?.site_name ?? '');
  const gamify = useSite((s) => Boolean(s.site?.gamify_status));
  const { copy } = loaderData;
  return (
    <div className="page rewards-page" data-testid="promotions-page">
      <h1 className="page__title">{t('promotions')}</h1>
      <p className="rewards-page__lead">{t('promotionsLead', { site: siteName })}</p>
      {copy ? (
        <section className="account-card" aria-labelledby="promotions-copy-title" lang={copy.lang}>
          <h2 className="account-card__title" id="promotions-copy-title">
            {copy.heading}
          </h2>
          {/* Sanitised on the server (promotions-copy.server.ts). */}
          <div className="rewards-html" dangerouslySetInnerHTML={{ __html: copy.html }} />
        </section>
      ) : null}
      <section className="account-card" aria-labelledby="promotions-offers-title">
        <h2 className="account-card__title" id="promotions-offers-title">
          {t('promotionsOffers')}
        </h2>
        <ul className="rewards-list">
          {offers
            .filter((offer) => offer.path !== '/minigame' || gamify)
            .map((offer) => (
              <li key={offer.path} className="rewards-item">
                <p className="rewards-item__text">
                  <span className="rewards-item__title">{t(offer.title)}</span>
                  {t(offer.text)}
                </p>
                <Link to={localise(offer.path)} className="btn btn--ghost">
                  {t('promotionsOpen')}
                </Link>
              </li>
            ))}
        </ul>
      </section>
    </div>
  );
}
