import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-client';

/** A form's messages by field; a field without one is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What a form shows after a failed check or answer: a message at each field, and one that belongs to none. */
export interface FormErrors<F extends string> {
  errors: FieldErrors<F>;
  /** A failure of the whole form (wrong password, taken address, no connection): shown in the summary. */
  problem: string | null;
}

export function hasFieldErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * The server's answer for this form: each field's sentence from a 400's `errors` (`serverName`
 * maps a form field to the name the server uses, e.g. 'billingData.city'), and the server's own
 * sentence, or `fallback`, when it names none of the form's fields.
 */
export function formErrorsFrom<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
  serverName: (field: F) => string = (field) => field,
): FormErrors<F> {
  const byServer = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
  const errors: FieldErrors<F> = {};
  for (const field of fields) {
    const message = byServer[serverName(field)];
    if (message) errors[field] = message;
  }
  if (hasFieldErrors(errors)) return { errors, problem: null };
  return { errors, problem: (error instanceof ApiError && error.serverMessage) || fallback };
}

/**
 * Moves the focus to the first control the form marks invalid (in the order people see them), or,
 * when only the form as a whole failed, to its error summary: the submit button, disabled while
 * the request ran, would otherwise leave the focus nowhere.
 */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  const first = container?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? container?.querySelector<HTMLElement>('[data-error-summary]');
  first?.focus();
  return Boolean(first);
}

/**
 * A form's errors, shown all at once: `show` sets them and, once they are drawn, focuses the
 * first invalid field inside `formRef`; `clear` takes a field's message away while it is edited.
 */
export function useFormErrors<F extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<FormErrors<F> & { shown: number }>({ errors: {}, problem: null, shown: 0 });

  useEffect(() => {
    if (state.shown > 0) focusFirstInvalid(formRef.current);
  }, [state.shown]);

  /** Shows these errors (replacing the last ones); answers whether there is anything to fix. */
  const show = useCallback((errors: FieldErrors<F>, problem: string | null = null) => {
    setState((current) => ({ errors, problem, shown: current.shown + 1 }));
    return hasFieldErrors(errors) || Boolean(problem);
  }, []);

  const clear = useCallback((...fields: F[]) => {
    setState((current) => {
      if (!fields.some((field) => current.errors[field])) return current;
      const errors = { ...current.errors };
      for (const field of fields) delete errors[field];
      return { ...current, errors };
    });
  }, []);

  const reset = useCallback(() => setState((current) => ({ errors: {}, problem: null, shown: current.shown })), []);

  return { formRef, errors: state.errors, problem: state.problem, show, clear, reset };
}
