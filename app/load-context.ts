import type { AppServices } from '../server/app.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: AppServices;
  }
}
