import type { PageServices } from '#server/web/page-services.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: PageServices;
    /** This page's Content-Security-Policy script nonce (server/web/content-security-policy.ts). */
    nonce: string;
  }
}
