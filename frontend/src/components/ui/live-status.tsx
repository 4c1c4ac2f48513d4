/**
 * A polite live region that is always in the page, so screen readers hear when a wait starts
 * ('Wird geprüft...') even where the only visible sign is a spinner in a button.
 */
export function LiveStatus({ message }: { message: string | null | undefined }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {message ?? ''}
    </p>
  );
}
