import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { isLanguageCode, type LanguageCode } from '#shared/i18n/languages.ts';
import { loadMessageGroup } from '#app/features/i18n/i18n.ts';

/** The groups the account screens need beside the shell's: field messages and success texts. */
const accountGroups = ['validation', 'messages'] as const;

/** Loads the account groups of the page language and EN (its fallback), when not there yet. */
export function useEnsureGroups(): () => Promise<void> {
  const { i18n } = useTranslation();
  return useCallback(async () => {
    const language: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : 'EN';
    const languages: LanguageCode[] = language === 'EN' ? ['EN'] : [language, 'EN'];
    await Promise.all(
      languages.flatMap((code) => accountGroups.map((group) => loadMessageGroup(i18n, code, group))),
    );
  }, [i18n]);
}

/**
 * Loads the `validation` and `messages` groups when an account screen mounts. The server does not
 * render them: nothing of them shows before the player acts. Answers whether they are there, and
 * re-renders once they arrive.
 */
export function useAccountGroups(): boolean {
  const { i18n } = useTranslation();
  const ensureGroups = useEnsureGroups();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void ensureGroups().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ensureGroups, i18n.language]);
  return ready;
}
