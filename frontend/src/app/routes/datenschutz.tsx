import { PublicShell } from '@/components/layout/public-shell';
import { DatenschutzPage } from '@/features/legal';
import { openCookieSettings } from '@/lib/cookie-settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthDialog } from './auth-dialog-state';
import { FooterSupportButton, useSupportDialog } from './support-dialog-state';
import { i18n } from '@/i18n';
import { NS } from '../i18n';

function DatenschutzRoute() {
  // the operator's pages are German
  useDocumentTitle(i18n.t('titles.privacy', { ns: NS, lng: 'de' }));
  const { openSupport, supportDialog } = useSupportDialog();
  const { openAuth, authDialog } = useAuthDialog();
  return (
    <PublicShell lng="de" nav onOpenAuth={openAuth} footer={<FooterSupportButton onClick={() => openSupport('support')} />}>
      <DatenschutzPage onOpenCookieSettings={openCookieSettings} />
      {supportDialog}
      {authDialog}
    </PublicShell>
  );
}

export { DatenschutzRoute as Component };
