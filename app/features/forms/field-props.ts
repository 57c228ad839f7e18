import type { FieldProblem } from './field-rules.ts';
import type { Form } from './use-form.ts';

/** What a field of a form takes from the form: its value, problem and the moments to check it. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  problem: FieldProblem | null | undefined;
  showProblem: boolean;
}

export interface FieldOptions {
  /** The input's name when it differs from the form's key (`new_password` for `password`). */
  name?: string;
  /** Cleans what was typed before the form keeps it (an account id loses its spaces). */
  clean?: (value: string) => string;
  /**
   * An empty field is flagged when the form is sent, not on leaving it: a problem appearing under
   * a field moves the button below it away from a click that is under way (the wallet forms).
   */
  emptyShowsOnSend?: boolean;
}

/** The props that tie one field (TextField, AmountField) to its form, spread onto the field. */
export function fieldProps<K extends string>(
  form: Form<K>,
  key: K,
  options: FieldOptions = {},
): FieldBinding {
  const { name = key, clean, emptyShowsOnSend = false } = options;
  return {
    name,
    value: form.values[key],
    onChange: (value) => form.set(key, clean ? clean(value) : value),
    onBlur: () => {
      if (!emptyShowsOnSend || form.values[key] !== '') form.blur(key);
    },
    problem: form.problems[key],
    showProblem: form.shows(key),
  };
}

/** The cleaning of a field that takes no surrounding spaces (an account id, an e-mail address). */
export function trimmed(value: string): string {
  return value.trim();
}
