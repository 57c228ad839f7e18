import './load-context.ts';
import './root.css';
import { useEffect, useMemo } from 'react';
import { I18nProvider } from './features/i18n/use-translation.ts';
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import { languageOfPath } from '#shared/i18n/detect-language.ts';
import { htmlLang } from '#shared/i18n/language-tags.ts';
import { bodyClassOf, type ThemeCode } from '#shared/theme/themes.ts';
import type { Route } from './+types/root';
import { writeClientDomainCookie } from './features/device/browser-cookies.ts';
import { useChunkErrorReload } from './features/builds/chunk-reload.tsx';
import { isChunkLoadError } from './features/builds/chunk-reload-guard.ts';
import { ShellServices } from './features/feedback/shell-services.tsx';
import { AccountServices } from './features/accounts/account-services.tsx';
import { sessionStateOf } from './features/accounts/client-session.ts';
import { clientSessionOf, pageSessionOf } from './features/accounts/page-session.server.ts';
import { useOutcomeHandler } from './features/api/use-api.tsx';
import { DeviceProvider } from './features/device/device-context.tsx';
import { routeEntryForPath } from './features/routing/middleware.ts';
import { SiteNavigationProvider } from './features/routing/site-link.tsx';
import { inTaskOfItsOwn } from './features/tracking/next-task.ts';
import { guardPage } from './features/routing/page-guard.server.ts';
import { i18nFor } from './features/i18n/i18n.ts';
import { ensurePageMessages, pageMessagesOf } from './features/i18n/page-messages.ts';
import { pageLanguageOf } from './features/i18n/page-language.server.ts';
import { LanguageSwitcher } from './features/i18n/language-switcher.tsx';
import { pageShellOf } from './features/layouts/page-shell.server.ts';
import { LayoutOutlet } from './features/layouts/layout-outlet.tsx';
import { FloatingElements, FloatingRoom } from './features/floating/floating-elements.tsx';
import { MaintenanceScreen } from './features/site/maintenance-screen.tsx';
import { SiteStoreProvider } from './features/site/site-store.tsx';
import { dataTextOf, readDataText } from './features/routing/data-text.ts';
import { StartupFailure } from './features/site/startup-failure.tsx';
import { rootDocumentHeaders } from './features/site/maintenance-page.server.ts';
import { pageBrandOf } from './features/site/page-brand.server.ts';
import { pageThemeStyle } from './features/site/page-theme-style.ts';
import { onDemand } from './features/site/on-demand.ts';
import { keepLandingAppsflyerId } from './features/tracking/tracking-ids.ts';

/**
 * The root loader answers three questions for every page: which brand (from the host), which
 * language (from the path, else the player's choice) and which player (from the session cookie,
 * against the page's guard). The shell's layout, device and SEO follow from those.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { config, state, maintenance } = await pageBrandOf(request, context);
  const language = await pageLanguageOf(request, params.lang, state, maintenance !== null);
  // The player of the session cookie; none under maintenance or a failed start-up (no calls then).
  const player = config && state.template ? await pageSessionOf(request, context, config.id) : null;
  if (!maintenance) {
    guardPage(request, { isAuthenticated: player !== null, template: state.template, ...language });
  }
  return data(
    {
      state: dataTextOf(state),
      ...language,
      session: await clientSessionOf(player, request, context),
      ...(await pageShellOf(request, state, config)),
    },
    maintenance ?? undefined,
  );
}

/**
 * In the browser, a navigation that changes the language first fetches that language's messages
 * (they are not in the loader's data; the first page names their file, see page-messages.ts).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  await ensurePageMessages(loaded.language);
  return loaded;
}

export const headers = rootDocumentHeaders;

export const links: Route.LinksFunction = () => [{ rel: 'manifest', href: '/manifest.webmanifest' }];

// Analytics and the ads visit start after mount in any case (spec §4): their code loads then too.
const siteTracking = onDemand(() => import('./features/tracking/use-tracking.tsx'));

function Tracking() {
  const handleOutcome = useOutcomeHandler();
  const loaded = siteTracking.useLoaded();
  useEffect(() => {
    // At hydration, not once the tracking code has loaded: a visitor who lands from an ad and moves
    // on at once keeps the ad's id for a later signup. Each in a task of its own, not in the one
    // that runs every mount effect of the page: local storage and the tracking chunk's preload
    // links each hold the main thread for milliseconds.
    const cancelCapture = inTaskOfItsOwn(() => keepLandingAppsflyerId());
    const cancelLoad = inTaskOfItsOwn(() => {
      siteTracking.load().catch((error: unknown) => console.warn('Tracking failed to load', error));
    });
    return () => {
      cancelCapture();
      cancelLoad();
    };
  }, []);
  return loaded ? <loaded.SiteTracking onError={handleOutcome} /> : null;
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
  const rootState = root ? readDataText(root.state) : undefined;
  const site = rootState?.site;
  const theme = site?.theme_code as ThemeCode | undefined;
  const language = root?.language ?? 'EN';
  const bodyClass = bodyClassOf(theme);
  const messages = root ? pageMessagesOf(language) : undefined;
  return (
    <html
      lang={htmlLang(language)}
      data-language={language}
      data-theme={rootState?.template ? theme : undefined}
      data-color={rootState?.template ? site?.theme_color : undefined}
      data-viewport={root?.viewport}
      data-layout={root?.layout ?? undefined}
      data-messages={messages?.url}
      style={
        rootState?.template && theme && site
          ? (pageThemeStyle(theme, site.theme_color) as React.CSSProperties)
          : undefined
      }
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {site ? <link rel="icon" href={site.manifest_icon} /> : null}
        {messages?.url ? (
          // Fetched before hydrating (page-messages.ts): asked for with the page, not after the scripts.
          <link rel="preload" as="fetch" href={messages.url} crossOrigin="anonymous" />
        ) : null}
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
  const { language, viewport, session } = loaderData;
  const device = readDataText(loaderData.device);
  const state = readDataText(loaderData.state);
  const resources = pageMessagesOf(language)?.resources;
  const i18n = useMemo(() => i18nFor(language, resources ?? {}), [language, resources]);
  useEffect(() => {
    writeClientDomainCookie(window.location.hostname);
  }, []);
  let body: React.ReactNode;
  if (state.maintenance.is_maintenance) body = <MaintenanceScreen />;
  else if (state.message || !state.template) body = <StartupFailure />;
  else
    body = (
      <>
        <FloatingRoom />
        <LayoutOutlet languageSwitcher={<LanguageSwitcher />} />
        <FloatingElements />
      </>
    );
  return (
    <I18nProvider i18n={i18n}>
      <SiteStoreProvider initial={state}>
        <ShellServices session={sessionStateOf(session)}>
          <AccountServices />
          <Tracking />
          <DeviceProvider device={device} viewport={viewport}>
            <SiteNavigationProvider>{body}</SiteNavigationProvider>
          </DeviceProvider>
        </ShellServices>
      </SiteStoreProvider>
    </I18nProvider>
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
