import { PublicShell } from '@/components/layout/public-shell';
import { ImpressumPage } from '@/features/legal';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthDialog } from './auth-dialog-state';
import { FooterSupportButton, useSupportDialog } from './support-dialog-state';
import { i18n } from '@/i18n';
import { NS } from '../i18n';

function ImpressumRoute() {
  // the operator's pages are German
  useDocumentTitle(i18n.t('titles.imprint', { ns: NS, lng: 'de' }));
  const { openSupport, supportDialog } = useSupportDialog();
  const { openAuth, authDialog } = useAuthDialog();
  return (
    <PublicShell lng="de" nav onOpenAuth={openAuth} footer={<FooterSupportButton onClick={() => openSupport('support')} />}>
      <ImpressumPage />
      {supportDialog}
      {authDialog}
    </PublicShell>
  );
}

export { ImpressumRoute as Component };
