import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { settingsTexts as t } from '../texts';

/** Loading line for one settings section. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <div className="settings__loading">
      <Spinner size="sm" label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

/** Error banner with a retry button for one settings section. */
export function SectionError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying?: boolean }) {
  return (
    <Banner tone="error">
      <p>{t.loadError}</p>
      <Button variant="outline" size="sm" onClick={onRetry} isLoading={isRetrying} className="settings__retry">
        {t.retry}
      </Button>
    </Banner>
  );
}
