import './load-context.ts';
import './root.css';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  redirect,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import {
  detectLanguage,
  languageCookieName,
  languageOfPath,
  languagesFromAcceptLanguage,
  localisedPath,
} from '../shared/i18n/detect-language.ts';
import { htmlLang } from '../shared/i18n/language-tags.ts';
import type { LanguageCode } from '../shared/i18n/languages.ts';
import type { MessageGroup } from '../shared/i18n/message-groups.ts';
import type { PageBrand } from '../server/web/page-services.ts';
import { cmsKeys } from '../shared/brand/brand-schema.ts';
import { baseDomainOf } from '../shared/tenancy/base-domain.ts';
import { bodyClassOf, type ThemeCode } from '../shared/theme/themes.ts';
import { themeStyle } from '../shared/theme/tokens.ts';
import { defaultViewport, isViewport } from '../shared/rules/breakpoints.ts';
import type { Route } from './+types/root';
import { viewportCookieName, writeClientDomainCookie } from './features/device/browser-cookies.ts';
import { useChunkErrorReload } from './features/builds/build-update.tsx';
import { isChunkLoadError } from './features/builds/chunk-reload-guard.ts';
import { ShellServices } from './features/feedback/shell-services.tsx';
import { AccountServices } from './features/accounts/account-services.tsx';
import { sessionStateOf } from './features/accounts/client-session.ts';
import { clientSessionOf, pageSessionOf } from './features/accounts/page-session.server.ts';
import { useOutcomeHandler } from './features/api/use-api.tsx';
import { pageSeo } from './features/seo/page-seo.server.ts';
import { SiteTracking } from './features/tracking/use-tracking.tsx';
import { DeviceProvider } from './features/device/device-context.tsx';
import { deviceInfoFromUserAgent } from './features/device/device-info.ts';
import { routeEntryForPath, runMiddleware } from './features/routing/middleware.ts';
import { createI18n, shellGroups, type Resources } from './features/i18n/i18n.ts';
import { readMessageGroup } from './features/i18n/locale-files.server.ts';
import { LanguageSwitcher } from './features/i18n/language-switcher.tsx';
import { ensureLayoutLoaded, layoutForPath } from './features/layouts/layout-registry.ts';
import { LayoutOutlet } from './features/layouts/layout-outlet.tsx';
import { FloatingElements } from './features/floating/floating-elements.tsx';
import { MaintenanceScreen } from './features/site/maintenance-screen.tsx';
import {
  cmsPaths,
  defaultLanguageOf,
  siteStateFromStartup,
  type StartupAnswer,
} from './features/site/site-state.ts';
import { SiteStoreProvider } from './features/site/site-store.tsx';
import { StartupFailure } from './features/site/startup-failure.tsx';
import { maintenancePageInit, rootDocumentHeaders } from './features/site/maintenance-page.server.ts';
import { rethrowPageOutage } from './features/site/page-outage.ts';

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

async function loadResources(language: LanguageCode): Promise<Resources> {
  const languagesToLoad: LanguageCode[] = language === 'EN' ? ['EN'] : [language, 'EN'];
  const resources: Resources = {};
  for (const code of languagesToLoad) {
    const groups = await Promise.all(shellGroups.map((group) => readMessageGroup(code, group)));
    resources[code] = Object.fromEntries(shellGroups.map((group, i) => [group, groups[i]])) as Partial<
      Record<MessageGroup, Record<string, string>>
    >;
  }
  return resources;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { siteConfigs } = context.services;
  const domain = baseDomainOf(request.headers.get('host') ?? url.host);
  let answer: { statusCode: number; message: string } & Partial<Omit<StartupAnswer, 'statusCode'>>;
  let config: PageBrand | undefined;
  try {
    config = await siteConfigs.forPage(domain);
    answer = siteConfigs.startupAnswer(config);
  } catch (error) {
    rethrowPageOutage(error);
    answer = { statusCode: 0, message: error instanceof Error ? error.message : 'internalServerError' };
  }
  const state = siteStateFromStartup(answer);
  // Under maintenance every path shows the maintenance screen with 503: no 404, guard or redirect.
  const maintenance = maintenancePageInit(state.maintenance);
  if (state.template && config) {
    const { cms, partners, social_accounts: accountList } = config.document;
    state.partners = partners;
    state.accountList = accountList;
    state.cmsPages = cmsKeys.filter((key) => cms[key].status).map((key) => cmsPaths[key]);
    state.cms_status = state.cmsPages.length > 0;
  }
  const enabled =
    state.language.length > 0 ? state.language.map((entry) => entry.code) : (['EN'] as LanguageCode[]);
  const brandDefault = defaultLanguageOf(state);
  const cookieHeader = request.headers.get('cookie');

  // The language home pages and the 404 page (`/cn`, `/cn/nowhere`) have no lang parameter: the
  // language is the path's prefix.
  const langParam = params.lang ?? languageOfPath(url.pathname)?.toLowerCase();
  let language: LanguageCode;
  if (langParam !== undefined) {
    const prefixed = languageOfPath(`/${langParam}`);
    if (!prefixed || !enabled.includes(prefixed)) {
      if (!maintenance) throw data({ path: url.pathname }, { status: 404 });
    }
    language = prefixed ?? brandDefault;
  } else {
    language = detectLanguage({
      cookie: readCookie(cookieHeader, languageCookieName),
      browserLanguages: languagesFromAcceptLanguage(request.headers.get('accept-language')),
      enabled,
      brandDefault,
    });
    if (language !== brandDefault) {
      throw redirect(`${localisedPath(url.pathname, language, brandDefault)}${url.search}`);
    }
  }

  // The player of the session cookie; none under maintenance or a failed start-up (no calls then).
  const player = config && state.template ? await pageSessionOf(request, context, config.id) : null;
  const guard = runMiddleware({
    pathname: url.pathname,
    isAuthenticated: player !== null,
    template: state.template,
    returnTo: `${url.pathname}${url.search}`,
  });
  if (guard !== undefined && !maintenance) {
    const [path = '/', query] = guard.split('?');
    throw redirect(`${localisedPath(path, language, brandDefault)}${query ? `?${query}` : ''}`);
  }

  // The page's layout module is loaded before rendering so the server and hydration render it at once.
  const layout =
    state.template && !state.maintenance.is_maintenance ? layoutForPath(url.pathname, state.template) : null;
  if (layout) await ensureLayoutLoaded(layout);

  const viewportCookie = readCookie(cookieHeader, viewportCookieName);
  const viewport = isViewport(viewportCookie) ? viewportCookie : defaultViewport;

  return data(
    {
      state,
      language,
      defaultLanguage: brandDefault,
      resources: await loadResources(language),
      device: deviceInfoFromUserAgent(request.headers.get('user-agent') ?? ''),
      viewport,
      seo: config && state.template ? pageSeo(config, request) : null,
      session: await clientSessionOf(player, request, context),
      layout,
    },
    maintenance ?? undefined,
  );
}

export const headers = rootDocumentHeaders;

export const links: Route.LinksFunction = () => [{ rel: 'manifest', href: '/manifest.webmanifest' }];

function Tracking() {
  const handleOutcome = useOutcomeHandler();
  return <SiteTracking onError={handleOutcome} />;
}

/**
 * The brand and language only change with the language prefix, so other navigations keep the root
 * data; but a page that lists middleware is checked by the server on every navigation to it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod !== undefined) return defaultShouldRevalidate;
  return (
    currentParams.lang !== nextParams.lang ||
    // The 404 page has no lang parameter: its language is the prefix of the path.
    languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname) ||
    Boolean(routeEntryForPath(nextUrl.pathname)?.middleware?.length)
  );
};

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const site = root?.state.site;
  const theme = site?.theme_code as ThemeCode | undefined;
  const language = root?.language ?? 'EN';
  const bodyClass = bodyClassOf(theme);
  return (
    <html
      lang={htmlLang(language)}
      data-language={language}
      data-theme={root?.state.template ? theme : undefined}
      data-color={root?.state.template ? site?.theme_color : undefined}
      data-viewport={root?.viewport}
      data-layout={root?.layout ?? undefined}
      style={
        root?.state.template && theme && site
          ? (themeStyle(theme, site.theme_color) as React.CSSProperties)
          : undefined
      }
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {site ? <link rel="icon" href={site.manifest_icon} /> : null}
        <Meta />
        <Links />
      </head>
      <body className={bodyClass}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { state, language, resources, device, viewport, session } = loaderData;
  const i18n = useMemo(() => createI18n(language, resources), [language, resources]);
  useEffect(() => {
    writeClientDomainCookie(window.location.hostname);
  }, []);
  let body: React.ReactNode;
  if (state.maintenance.is_maintenance) body = <MaintenanceScreen />;
  else if (state.message || !state.template) body = <StartupFailure />;
  else
    body = (
      <>
        <LayoutOutlet languageSwitcher={<LanguageSwitcher />} />
        <FloatingElements />
      </>
    );
  return (
    <I18nextProvider i18n={i18n}>
      <SiteStoreProvider initial={state}>
        <ShellServices session={sessionStateOf(session)}>
          <AccountServices />
          <Tracking />
          <DeviceProvider device={device} viewport={viewport}>
            {body}
          </DeviceProvider>
        </ShellServices>
      </SiteStoreProvider>
    </I18nextProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reloading = useChunkErrorReload(error);
  if (reloading) return null;
  let status = 500;
  let message = 'unknownError';
  if (isRouteErrorResponse(error)) {
    status = error.status;
    const path = (error.data as { path?: string } | undefined)?.path;
    message =
      status === 404 && path ? `Page not found: ${path}` : error.statusText || String(error.data ?? '');
  }
  return (
    <main className="error-page" role="alert">
      <h1 className="error-page__code">{status}</h1>
      <p className="error-page__message">{message}</p>
      {/* After a chunk failure a full load is the way back: the client keeps the failed chunk. */}
      <Link to="/" className="error-page__back" reloadDocument={isChunkLoadError(error)}>
        Back
      </Link>
    </main>
  );
}
