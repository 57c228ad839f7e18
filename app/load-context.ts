import type { AppServices } from '../server/app.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: AppServices;
    /** This page's Content-Security-Policy script nonce (server/web/content-security-policy.ts). */
    nonce: string;
  }
}
