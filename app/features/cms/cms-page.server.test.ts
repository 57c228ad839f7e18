import { describe, expect, it } from 'vitest';
import { cmsPage } from './cms-page.server.ts';

type Config = Parameters<typeof cmsPage>[0];

function brand(languages: { default: string; enabled: string[] }, version: number): Config {
  const entry = { status: true, en_body: '<p>About us</p>', local_body: '<p>Tungkol sa amin</p>' };
  return {
    id: 'cms-test',
    version,
    document: { languages, cms: { about_us: entry } },
  } as unknown as Config;
}

describe('a CMS page body (spec §3: en_ and local_ versions)', () => {
  const lucky = brand({ default: 'EN', enabled: ['EN', 'PHP', 'CN'] }, 1);

  it('is the local_ body in the brand local language', () => {
    expect(cmsPage(lucky, 'about_us', 'PHP')).toEqual({ html: '<p>Tungkol sa amin</p>', lang: undefined });
  });

  it('is the en_ body in EN and in every other language, marked English there', () => {
    expect(cmsPage(lucky, 'about_us', 'EN')).toEqual({ html: '<p>About us</p>', lang: undefined });
    expect(cmsPage(lucky, 'about_us', 'CN')).toEqual({ html: '<p>About us</p>', lang: 'en' });
  });

  it('on a brand whose default is not English, the default is the local language', () => {
    const jade = brand({ default: 'CN', enabled: ['CN', 'EN', 'MMK'] }, 2);
    expect(cmsPage(jade, 'about_us', 'CN').html).toBe('<p>Tungkol sa amin</p>');
    expect(cmsPage(jade, 'about_us', 'MMK')).toEqual({ html: '<p>About us</p>', lang: 'en' });
  });
});
