import type { FieldErrors } from '@/lib/form-errors';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '@/lib/i18n';

interface ErrorSummaryProps<F extends string> {
  errors: FieldErrors<F>;
  /** The fields in the order the form shows them. */
  order: readonly F[];
  /** A failure that belongs to no field. */
  problem?: string | null;
}

/**
 * The one announcement of a failed submit, at the top of the form: how many fields need a change
 * and their messages, or what failed as a whole. Each field shows its own message too (tied to it
 * with aria-describedby, without an alert of its own), and the form moves the focus to the first.
 */
export function ErrorSummary<F extends string>({ errors, order, problem }: ErrorSummaryProps<F>) {
  const { t } = useTranslation(COMMON_NS);
  const messages = order.map((field) => errors[field]).filter((message): message is string => Boolean(message));
  if (messages.length === 0 && !problem) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} data-error-summary="">
      {messages.length > 0 && (
        <>
          <p className="error-summary__title">{messages.length === 1 ? t('form.summaryOne') : t('form.summaryMany', { count: messages.length })}</p>
          <ul className="error-summary__list">
            {messages.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        </>
      )}
      {problem && <p className="error-summary__problem">{problem}</p>}
    </div>
  );
}
