import type { CmsKey } from '#shared/brand/brand-site-schema.ts';
import { cmsPaths } from '#app/features/site/site-state.ts';

const keyByPath = new Map(Object.entries(cmsPaths).map(([key, path]) => [path, key as CmsKey]));

/** The CMS entry a client route shows (`/about` → about_us), from the bare path without language prefix. */
export function cmsKeyOfPath(pathname: string): CmsKey | undefined {
  return keyByPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}
