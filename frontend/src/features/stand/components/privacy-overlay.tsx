import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NS } from '../i18n';

interface PrivacyOverlayProps {
  /** The organiser's privacy policy; null while the overlay is closed. */
  href: string | null;
  onClose(): void;
}

/**
 * The organiser's privacy policy on the stand's tablet: a link would open a browser tab, and with
 * it the way out of the kiosk. The overlay gives the address as a QR code (drawn on the device, so
 * it also works without a network) to read on the visitor's own phone, and as text.
 */
export function PrivacyOverlay({ href, onClose }: PrivacyOverlayProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'privacy' });
  const [code, setCode] = useState<{ href: string; svg: string } | null>(null);
  useEffect(() => {
    if (!href) return;
    let live = true;
    qrSvg(href, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => live && setCode({ href, svg }))
      .catch(() => live && setCode(null));
    return () => {
      live = false;
    };
  }, [href]);
  const svg = code && code.href === href ? code.svg : null;

  return (
    <Dialog open={href !== null} onOpenChange={(open) => !open && onClose()} title={t('title')} description={t('description')} size="md">
      <div className="stack stand-privacy">
        {svg ? (
          <img className="stand-privacy__code" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('codeAlt')} width={220} height={220} />
        ) : (
          <div className="stand-privacy__code" aria-hidden="true" />
        )}
        <p className="stand-privacy__address">
          <span className="muted">{t('address')}</span> <span className="stand-privacy__url">{href}</span>
        </p>
        <Button size="lg" block onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </Dialog>
  );
}
