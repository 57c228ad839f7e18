import { useCallback } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import type { CallRequest } from '#shared/contract/call-types.ts';
import type { CallInfo } from '#shared/contract/call-info.ts';
import { useModalActions } from '#app/features/feedback/modal-provider.tsx';
import { isSessionWarningShown, showSessionWarning, showToast } from '#app/features/feedback/toasts.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { loginEntryPath } from '#app/features/routing/middleware.ts';
import { useSessionStoreApi } from '#app/features/session/session-provider.tsx';
import { useSite } from '#app/features/site/site-store.tsx';
import { callApi } from './api-client.ts';
import { type ApiAnswer, type CallOptions } from './api-answer.ts';
import { outcomeOf, type AnswerLike, type Outcome } from './outcome.ts';

/** The path of the login entry (spec §2) in the current language: `/login`, `/cn/login`, `/?modal=login`. */
export function useLoginEntryHref(): string {
  const template = useSite((s) => s.template);
  const localise = useLocalisedPath();
  const [path = '/', query] = loginEntryPath(template).split('?');
  return query ? `${localise(path)}?${query}` : localise(path);
}

/**
 * Spec §8 session-expired flow: a 10-second warning (title invalidSession, text sessionExpired), then
 * logout and the login-entry redirect of spec §2. While the warning shows, further expiries (several
 * calls failing at once) do nothing more.
 */
function useSessionExpiredFlow(): (explanation?: string) => void {
  const { t } = useTranslation('errors');
  const session = useSessionStoreApi();
  const navigate = useNavigate();
  const href = useLoginEntryHref();
  return useCallback(
    (explanation?: string) => {
      if (isSessionWarningShown()) return;
      showSessionWarning(t('errors:invalidSession'), t(`errors:${explanation ?? 'sessionExpired'}`));
      session.getState().logout();
      void navigate(href);
    },
    [t, session, navigate, href],
  );
}

/**
 * The values a refusal's `detail` gives its message (e.g. which deposit limit and when it resets,
 * decision 0034), times shown in the player's language.
 */
function detailValues(answer: AnswerLike | null | undefined, language: string): Record<string, string> {
  const detail = (answer as { detail?: unknown } | null | undefined)?.detail;
  if (!detail || typeof detail !== 'object') return {};
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(detail)) {
    if (typeof value !== 'string') continue;
    const time = key.endsWith('_at') ? new Date(value) : null;
    values[key] = time && !Number.isNaN(time.getTime()) ? time.toLocaleString(language) : value;
  }
  return values;
}

export interface OutcomeOptions {
  /** A translated text shown as a 3-second success toast when the answer is a success. */
  successToast?: string;
}

/** Applies spec §8 to an answer: nothing, the session-expired flow, a log line or the error dialog. */
export function useOutcomeHandler(): (
  answer: AnswerLike | null | undefined,
  options?: OutcomeOptions,
) => Outcome {
  const { t, i18n } = useTranslation('errors');
  const { open } = useModalActions();
  const sessionExpired = useSessionExpiredFlow();
  return useCallback(
    (answer, options = {}) => {
      const outcome = outcomeOf(answer, (key) => i18n.exists(key, { ns: 'errors' }));
      switch (outcome.kind) {
        case 'success':
          if (options.successToast) showToast('success', options.successToast);
          break;
        case 'sessionExpired':
          sessionExpired(outcome.explanation);
          break;
        case 'logOnly':
          console.warn('API call answered', outcome.message, answer);
          break;
        case 'error':
          open('error', {
            text:
              'key' in outcome.text
                ? t(`errors:${outcome.text.key}`, detailValues(answer, i18n.language))
                : outcome.text.raw,
          });
          break;
      }
      return outcome;
    },
    [t, i18n, open, sessionExpired],
  );
}

export interface UseApiCallOptions extends CallOptions, OutcomeOptions {
  /** The caller deals with the answer itself: nothing is shown, the session is left alone. */
  quiet?: boolean;
}

/**
 * The API client with spec §8 applied: `const call = useApi(); const answer = await call(loginCall, body)`.
 * The answer is returned either way, so the caller can go on (e.g. load the balance after a login).
 */
export function useApi(): <C extends CallInfo>(
  call: C,
  body: CallRequest<C>,
  options?: UseApiCallOptions,
) => Promise<ApiAnswer<C>> {
  const handle = useOutcomeHandler();
  return useCallback(
    async (call, body, options = {}) => {
      const answer = await callApi(call, body, options);
      if (!options.quiet) handle(answer as AnswerLike, options);
      return answer;
    },
    [handle],
  );
}
