import type { Plugin } from 'vite';

/**
 * React Router reloads the page whenever a route module fails to load, with no limit: a chunk that is
 * really gone (an old tab after a deploy, a blocked file) reloads forever. Spec §8 allows one reload
 * per path within 10 s, so this plugin routes React Router's reload through the app's chunk guard
 * (`window.__marqueeRouteModuleFailed`, installed by entry.client): when the guard refuses, the error
 * is thrown on to the route's error boundary instead.
 */
const reloadCall = /window\.location\.reload\(\);(\s*)return new Promise\(\(\) => \{\s*\}\);/;
const marker = 'reloading page...';

export function guardedRouteModuleReload(code: string): string {
  if (!code.includes(marker)) return code;
  if (!reloadCall.test(code)) {
    // Fail the build rather than ship the unlimited reload after a React Router upgrade.
    throw new Error('route-module-guard: React Router changed its route module reload; update the plugin');
  }
  return code.replace(
    reloadCall,
    'if (typeof window.__marqueeRouteModuleFailed === "function") {$1' +
      '  if (!window.__marqueeRouteModuleFailed(error)) throw error;$1' +
      '} else window.location.reload();$1return new Promise(() => {});',
  );
}

export function routeModuleGuard(): Plugin {
  return {
    name: 'marquee:route-module-guard',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      const guarded = guardedRouteModuleReload(code);
      return guarded === code ? null : { code: guarded, map: null };
    },
  };
}
