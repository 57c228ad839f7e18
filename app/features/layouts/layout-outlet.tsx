import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Outlet, useMatches, useNavigation } from 'react-router';
import type { TemplateName } from '#shared/theme/themes.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import { FrameStyles } from './parts/frame-styles.tsx';
import {
  forgetFailedLayouts,
  layoutForPath,
  layoutForRouteIds,
  layoutStylesheets,
  preloadLayouts,
  useLayout,
  type LayoutName,
} from './layout-registry.ts';

/** The current page's layout: the one its route names, else the brand's template (spec section 2). */
function useLayoutName(): LayoutName {
  const matches = useMatches();
  const template = useSite((s) => s.template);
  return layoutForRouteIds(
    matches.map((match) => match.id),
    template,
  );
}

/** Spec section 4: "Route change: the page's layout is preloaded." Starts while the loaders run. */
function usePreloadNextLayout(template: TemplateName | null) {
  const navigation = useNavigation();
  const nextPath = navigation.location?.pathname;
  useEffect(() => {
    if (!nextPath) return;
    forgetFailedLayouts();
    void preloadLayouts([layoutForPath(nextPath, template)]);
  }, [nextPath, template]);
}

function ResolvedLayout({ name, languageSwitcher }: { name: LayoutName; languageSwitcher?: ReactNode }) {
  const Layout = useLayout(name);
  return (
    // Looked up, not created: useLayout returns the same loaded module's component for a name.
    // eslint-disable-next-line react-hooks/static-components -- a stable component from the registry
    <Layout languageSwitcher={languageSwitcher}>
      <Outlet />
    </Layout>
  );
}

function LayoutLoading() {
  const { t } = useTranslation('ui');
  return (
    <div className="layout-loading" role="status">
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

/**
 * Renders the page inside its layout. Layouts are separate chunks: on the server and at hydration
 * the layout is already loaded (root loader / entry.client await it), so this renders without
 * suspending; a navigation to a page with another layout waits for its chunk behind Suspense.
 */
export function LayoutOutlet({ languageSwitcher }: { languageSwitcher?: ReactNode }) {
  const name = useLayoutName();
  const template = useSite((s) => s.template);
  usePreloadNextLayout(template);
  return (
    <>
      <FrameStyles hrefs={layoutStylesheets(name)} />
      <Suspense fallback={<LayoutLoading />}>
        <ResolvedLayout name={name} languageSwitcher={languageSwitcher} />
      </Suspense>
    </>
  );
}
