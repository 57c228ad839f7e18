// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  appsflyerStorageKey,
  captureAppsflyerId,
  keepLandingAppsflyerId,
  readFbp,
  trackingIds,
} from './tracking-ids.ts';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});
afterEach(clearCookies);

describe('appsflyer_id', () => {
  it('is kept in local storage from the landing URL and answered on later pages', () => {
    expect(captureAppsflyerId('?utm_source=x&appsflyer_id=1596403881668-1116446470')).toBe(
      '1596403881668-1116446470',
    );
    expect(localStorage.getItem(appsflyerStorageKey)).toBe('1596403881668-1116446470');
    expect(captureAppsflyerId('')).toBe('1596403881668-1116446470');
  });

  it('is replaced by a newer one and never by a malformed one', () => {
    captureAppsflyerId('?appsflyer_id=first-1');
    expect(captureAppsflyerId('?appsflyer_id=second-2')).toBe('second-2');
    expect(captureAppsflyerId('?appsflyer_id=%3Cscript%3E')).toBe('second-2');
    expect(captureAppsflyerId(`?appsflyer_id=${'a'.repeat(201)}`)).toBe('second-2');
    expect(localStorage.getItem(appsflyerStorageKey)).toBe('second-2');
  });

  it('is empty when there never was one', () => {
    expect(captureAppsflyerId('?other=1')).toBe('');
  });

  it('is kept at a page start only when the URL has one, without touching storage otherwise', () => {
    let touched = 0;
    const storage = () => {
      touched += 1;
      return localStorage;
    };
    keepLandingAppsflyerId('?utm_source=x', storage);
    expect(touched).toBe(0);
    keepLandingAppsflyerId('?appsflyer_id=landed-7', storage);
    expect(touched).toBe(1);
    expect(localStorage.getItem(appsflyerStorageKey)).toBe('landed-7');
    keepLandingAppsflyerId('', storage);
    expect(touched).toBe(1);
    expect(captureAppsflyerId('')).toBe('landed-7');
  });

  it('still reads the query when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(captureAppsflyerId('?appsflyer_id=abc-1', broken)).toBe('abc-1');
    expect(captureAppsflyerId('', broken)).toBe('');
  });
});

describe('_fbp cookie', () => {
  it('is read among other cookies', () => {
    expect(readFbp('lang=EN; _fbp=fb.1.1596403881668.1116446470; viewport=desktop')).toBe(
      'fb.1.1596403881668.1116446470',
    );
  });

  it('is empty when missing or not an fbp value', () => {
    expect(readFbp('lang=EN')).toBe('');
    expect(readFbp('_fbp=<img src=x>')).toBe('');
    expect(readFbp('_fbp=%E0%A4%A')).toBe('');
  });

  it('is read from document.cookie by default', () => {
    document.cookie = '_fbp=fb.1.123.456; path=/';
    expect(readFbp()).toBe('fb.1.123.456');
  });
});

describe('trackingIds', () => {
  it('answers both ids for the ads-visit and signup payloads', () => {
    document.cookie = '_fbp=fb.2.1700000000000.99; path=/';
    localStorage.setItem(appsflyerStorageKey, 'af-42');
    expect(trackingIds()).toEqual({ fbp: 'fb.2.1700000000000.99', appsflyer_id: 'af-42' });
  });
});
