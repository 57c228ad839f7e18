import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { data } from 'react-router';
import { stripLanguagePrefix } from '#shared/i18n/detect-language.ts';
import { cmsPage } from '#app/features/cms/cms-page.server.ts';
import { shownSiteOf } from '#app/features/home/shown-site.server.ts';
import { cmsKeyOfPath } from '#app/features/cms/cms-pages.ts';
import '#app/features/cms/cms.css';
import { PageNotFound } from '#app/features/routing/page-not-found.tsx';
import { routeEntryById } from '#app/features/routing/route-table.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { pageLanguage } from '#app/features/seo/page-language.ts';
import { pageSeo } from '#app/features/seo/page-seo.server.ts';
import { ProtectionTools } from '#app/features/protection/protection-tools.tsx';
import { BankingMethods } from '#app/features/wallet/banking-methods.tsx';
import type { Route } from './+types/content-page';

/**
 * The operator's CMS pages: /about, /privacy-policy, /banking, /faqs, /responsible-gaming and
 * /term-condition. A page switched off is not found.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const key = cmsKeyOfPath(stripLanguagePrefix(url.pathname));
  const config = await shownSiteOf(request, context);
  // When the root shows its own screen instead of the site, this page loads nothing.
  if (!config || !key) {
    return { html: '', lang: undefined, seo: null, notFound: null };
  }
  // A page switched off is the not-found page, inside the site's frame (like an unknown path).
  if (!config.document.cms[key].status) {
    return data({ html: '', lang: undefined, seo: null, notFound: url.pathname }, { status: 404 });
  }
  const language = pageLanguage(url.pathname, config.document.languages);
  return { ...cmsPage(config, key, language), seo: pageSeo(config, request), notFound: null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const entry = routeEntryById(matches.at(-1)?.id ?? '');
  return pageMeta(matches, loaderData?.notFound ? 'notFoundTitle' : (entry?.title ?? 'home'));
};

export default function ContentPage({ loaderData, matches }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const entry = routeEntryById(matches.at(-1)?.id ?? '');
  if (loaderData.notFound) return <PageNotFound path={loaderData.notFound} />;
  return (
    <article className="page page--cms cms-page" aria-labelledby="cms-page-title">
      <h1 className="page__title cms-page__title" id="cms-page-title">
        {t(entry?.title ?? 'home')}
      </h1>
      {loaderData.html ? (
        <div
          className="cms-prose"
          lang={loaderData.lang}
          // Sanitised by the loader on the server (features/cms/sanitize-html.ts policy).
          dangerouslySetInnerHTML={{ __html: loaderData.html }}
        />
      ) : (
        <p className="cms-page__empty">{t('cmsEmpty')}</p>
      )}
      {entry?.path === '/banking' ? <BankingMethods /> : null}
      {entry?.path === '/responsible-gaming' ? <ProtectionTools /> : null}
    </article>
  );
}
