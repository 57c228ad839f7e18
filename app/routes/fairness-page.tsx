import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import '#app/features/cms/info-pages.css';
import { CrashVerifier, crashInputOf } from '#app/features/fairness/crash-verifier.tsx';
import { FairVerifier, verifierInputOf } from '#app/features/fairness/fair-verifier.tsx';
import { WheelVerifier, wheelInputOf } from '#app/features/fairness/wheel-verifier.tsx';
import '#app/features/fairness/fairness.css';
import { SeedPairPanel } from '#app/features/fairness/seed-pair-panel.tsx';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { pageSeo } from '#app/features/seo/page-seo.server.ts';
import { siteConfigOf } from '#app/features/site/site-config.server.ts';
import '#app/features/wallet/wallet.css';
import type { Route } from './+types/fairness-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const config = await siteConfigOf(request, context);
  return { seo: config ? pageSeo(config, request) : null };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'fairness');

/**
 * /fairness (issue 12): how every house game is provably fair, and a verifier that recomputes a
 * round in the browser. A settled house round in /bet-history links here with its values filled in.
 */
export default function FairnessPage() {
  const { t } = useTranslation('ui');
  const [params] = useSearchParams();
  return (
    <div className="page info-page fair-page">
      <h1 className="page__title info-page__title">{t('fairness')}</h1>
      <p className="info-page__lead">{t('fairnessLead')}</p>
      <ol className="fair-steps">
        <li>{t('fairnessStepCommit')}</li>
        <li>{t('fairnessStepDerive')}</li>
        <li>{t('fairnessStepChoose')}</li>
        <li>{t('fairnessStepReveal')}</li>
      </ol>
      <SeedPairPanel />
      {params.get('game') === 'crash' ? (
        <>
          <CrashVerifier key={params.toString()} initial={crashInputOf(params)} />
          <FairVerifier initial={verifierInputOf(new URLSearchParams())} />
          <WheelVerifier initial={wheelInputOf(new URLSearchParams())} />
        </>
      ) : params.get('game') === 'wheel' ? (
        <>
          <WheelVerifier key={params.toString()} initial={wheelInputOf(params)} />
          <FairVerifier initial={verifierInputOf(new URLSearchParams())} />
          <CrashVerifier initial={crashInputOf(new URLSearchParams())} />
        </>
      ) : (
        <>
          <FairVerifier key={params.toString()} initial={verifierInputOf(params)} />
          <CrashVerifier initial={crashInputOf(new URLSearchParams())} />
          <WheelVerifier initial={wheelInputOf(new URLSearchParams())} />
        </>
      )}
    </div>
  );
}
