import { data } from 'react-router';
import { pageOutageStatus } from '#app/features/site/page-outage.ts';
import { isDatabaseUnavailable } from '#server/db/database-errors.ts';
import type { PageServices } from './page-services.ts';

/**
 * Pages during a database outage: a service call of a page loader that cannot reach the database
 * throws a 503 route error instead, so the page is the site's error page with HTTP 503 (React
 * Router takes the status of a thrown `data()`; a plain Error would be a 500, a bug). What the
 * caches can still answer renders as usual. Loaders that catch everything pass it on with
 * `rethrowPageOutage` (app/features/site/page-outage.ts).
 */
function outageOf(error: unknown): unknown {
  return isDatabaseUnavailable(error)
    ? data('serviceUnavailable', { status: pageOutageStatus, statusText: 'Service Unavailable' })
    : error;
}

function converted<T>(call: () => T): T {
  try {
    const result = call();
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        throw outageOf(error);
      }) as T;
    }
    return result;
  } catch (error) {
    throw outageOf(error);
  }
}

type AnyFunction = (...args: unknown[]) => unknown;

function wrapMethods<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key, object);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => converted(() => (value as AnyFunction).apply(object, args));
    },
  });
}

/** Members the page loaders use only as values. */
const unwrapped = new Set<PropertyKey>(['env']);

/**
 * The services as the page loaders get them (the React Router load context): every service call
 * that fails because the database is out of reach throws the 503 route error instead.
 */
export function pageServicesOf(services: PageServices): PageServices {
  const members = new Map<PropertyKey, unknown>();
  return new Proxy(services, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key, object);
      if (unwrapped.has(key) || value === null || value === undefined) return value;
      if (typeof value !== 'function' && typeof value !== 'object') return value;
      if (!members.has(key)) {
        members.set(
          key,
          typeof value === 'function'
            ? (...args: unknown[]) => converted(() => (value as AnyFunction).apply(object, args))
            : wrapMethods(value),
        );
      }
      return members.get(key);
    },
  });
}
