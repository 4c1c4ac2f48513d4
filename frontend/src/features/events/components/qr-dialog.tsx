import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PageSpinner } from '@/components/ui/spinner';
import { downloadBlob, downloadUrl } from '@/lib/download';
import { EVENTS_QUERY_KEY, type EventView } from '@/lib/events';
import { getEventQrSvgFile, qrFileUrl, useEventQr } from '../api/get-event-qr';
import { qrPosterUrl } from '../api/qr-poster-url';
import { isValidFormUrl, qrFileName } from '../event-rules';
import { NS } from '../i18n';

interface QrDialogProps {
  event: Pick<EventView, 'id' | 'name' | 'slugFixedBy'> | null;
  onOpenChange: (open: boolean) => void;
}

export function QrDialog({ event, onOpenChange }: QrDialogProps) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open={event !== null}
      onOpenChange={onOpenChange}
      title={event ? t('qr.title', { name: event.name }) : ''}
      description={t('qr.description')}
      size="md"
    >
      {event && <QrContent event={event} />}
    </Dialog>
  );
}

function QrContent({ event }: { event: Pick<EventView, 'id' | 'name' | 'slugFixedBy'> }) {
  const { t } = useTranslation(NS);
  const qr = useEventQr(event.id);
  const queryClient = useQueryClient();
  const [svgPending, setSvgPending] = useState(false);
  // a download publishes the form address: the server fixes the slug, the pages show it
  const published = () => void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });

  useEffect(() => {
    if (qr.isError) toast.error(t('qr.loadErrorTitle'), { description: t('qr.loadErrorText') });
  }, [qr.isError, t]);

  if (qr.isPending) return <PageSpinner label={t('qr.loading')} />;
  if (qr.isError) return <Banner tone="error">{t('qr.loadErrorText')}</Banner>;

  const { qrCode, formUrl } = qr.data;
  if (!isValidFormUrl(formUrl)) {
    return (
      <Banner tone="error">
        <strong>{t('qr.urlError')}</strong>
        <br />
        {t('qr.urlErrorText')}
      </Banner>
    );
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(formUrl);
      toast.success(t('qr.copied'), { description: t('qr.copiedText') });
    } catch {
      toast.error(t('qr.loadErrorTitle'), { description: t('qr.copyFailed') });
    }
  }

  async function downloadSvg() {
    setSvgPending(true);
    try {
      downloadBlob(await getEventQrSvgFile(event.id), qrFileName(event.name, 'svg'));
      published();
    } catch {
      toast.error(t('qr.downloadErrorTitle'), { description: t('qr.downloadErrorText') });
    } finally {
      setSvgPending(false);
    }
  }

  return (
    <div className="qr-view">
      <img className="qr-view__image" src={qrCode} alt={t('qr.imageAlt', { name: event.name })} width={240} height={240} />
      <div className="qr-view__link">
        <span className="field__label">{t('qr.formUrl')}</span>
        <a href={formUrl} target="_blank" rel="noopener noreferrer">
          {formUrl}
        </a>
      </div>
      {/* before the downloads: the first one fixes the address */}
      {!event.slugFixedBy && (
        <p className="qr-view__note" role="note">
          {t('qr.publishNote')}
        </p>
      )}
      <div className="qr-view__actions">
        <Button variant="outline" size="sm" onClick={copyLink}>
          {t('qr.copy')}
        </Button>
        <Button
          size="sm"
          onClick={() => {
            downloadUrl(qrFileUrl(event.id, 'png'), qrFileName(event.name, 'png'));
            published();
          }}
        >
          {t('qr.png')}
        </Button>
        <Button variant="secondary" size="sm" onClick={downloadSvg} isLoading={svgPending}>
          {svgPending ? t('qr.svgLoading') : t('qr.svg')}
        </Button>
        <a className="btn btn--outline btn--sm" href={qrPosterUrl(event.id, 'A4')} download onClick={published}>
          {t('qr.posterA4')}
        </a>
        <a className="btn btn--outline btn--sm" href={qrPosterUrl(event.id, 'A5')} download onClick={published}>
          {t('qr.posterA5')}
        </a>
      </div>
    </div>
  );
}
