import { useCallback, useMemo, useState } from 'react';
import { hasProblems, type FormProblems } from './field-rules.ts';

export interface Form<K extends string> {
  values: Record<K, string>;
  problems: FormProblems<K>;
  set(name: K, value: string): void;
  /** Whether a field's problem shows: after the player left it, or tried to send the form. */
  shows(name: K): boolean;
  blur(name: K): void;
  /** Marks the form as sent: every problem shows. Answers whether the form may be sent. */
  attempt(): boolean;
  reset(values?: Partial<Record<K, string>>): void;
}

/**
 * The state of a small form: values, their problems (`check`), and when to show them. A problem
 * shows once the player has left the field or tried to send the form, not while they first type.
 */
export function useForm<K extends string>(
  initial: Record<K, string>,
  check: (values: Record<K, string>) => FormProblems<K>,
): Form<K> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const problems = useMemo(() => check(values), [check, values]);

  const set = useCallback(
    (name: K, value: string) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );
  const blur = useCallback((name: K) => setTouched((current) => ({ ...current, [name]: true })), []);
  const shows = useCallback((name: K) => attempted || Boolean(touched[name]), [attempted, touched]);
  const attempt = useCallback(() => {
    setAttempted(true);
    return !hasProblems(problems);
  }, [problems]);
  const reset = useCallback(
    (next: Partial<Record<K, string>> = {}) => {
      setValues({ ...initial, ...next });
      setTouched({});
      setAttempted(false);
    },
    [initial],
  );
  return { values, problems, set, shows, blur, attempt, reset };
}
