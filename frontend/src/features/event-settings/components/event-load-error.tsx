import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

interface EventLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  texts: { notFound: string; loadError: string; retry: string; toOverview: string };
}

/** The event could not be loaded: unknown (404, no retry) or failed (retry), with a way back to the events. */
export function EventLoadError({ error, onRetry, texts }: EventLoadErrorProps) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="es-state" role="alert">
      <h2 className="es-state__title">{notFound ? texts.notFound : texts.loadError}</h2>
      {!notFound && (
        <Button variant="outline" onClick={onRetry}>
          {texts.retry}
        </Button>
      )}
      <Link to="/events">{texts.toOverview}</Link>
    </div>
  );
}
