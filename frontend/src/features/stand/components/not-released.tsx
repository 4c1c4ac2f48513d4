import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { lastStandPath } from '@/lib/stand-device';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BrandPage, StatusView } from '@/visitor';
import { useStandApp } from '../stand-app';
import { NS } from '../i18n';
import '@/visitor/visitor.css';
import '../stand.css';

interface NotReleasedProps {
  /** The server refused the token (revoked or expired), rather than this device never holding one. */
  refused?: boolean;
  message?: string | null;
  /** Entries that wait on the device for a new registration. */
  waiting?: number;
  title?: string;
}

/** No dead end: says why the form is not here and leads to where the device is released. */
export function NotReleased({ refused, message, waiting = 0, title }: NotReleasedProps) {
  const { t } = useTranslation(NS);
  return (
    <div className="stand">
      <BrandPage>
        <StatusView tone="error" title={title ?? t('notReleasedTitle')}>
          {refused && <p>{message?.trim() || t('refusedBody')}</p>}
          <p className="muted">{t('notReleasedBody')}</p>
          {waiting > 0 && <p className="banner banner--info">{t('unauthorisedQueue')}</p>}
          <Link className="btn btn--lg btn--block vp-button" to="/events">
            {t('signIn')}
          </Link>
        </StatusView>
      </BrandPage>
    </div>
  );
}

/** /stand: the installed app's start address; opens the stand this device last ran. */
export function StandStart() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('documentTitle'));
  useStandApp();
  const navigate = useNavigate();
  const path = lastStandPath();
  useEffect(() => {
    if (path) navigate(path, { replace: true });
  }, [navigate, path]);
  if (path) return <PageSpinner label={t('loading')} />;
  return <NotReleased title={t('noStandTitle')} />;
}
