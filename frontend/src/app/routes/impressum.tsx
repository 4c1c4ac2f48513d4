import { PublicShell } from '@/components/layout/public-shell';
import { ImpressumPage } from '@/features/legal';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthDialog } from './auth-dialog-state';
import { FooterSupportButton, useSupportDialog } from './support-dialog-state';
import { routeTitles } from './texts';

function ImpressumRoute() {
  useDocumentTitle(routeTitles.imprint);
  const { openSupport, supportDialog } = useSupportDialog();
  const { openAuth, authDialog } = useAuthDialog();
  return (
    <PublicShell nav onOpenAuth={openAuth} footer={<FooterSupportButton onClick={() => openSupport('support')} />}>
      <ImpressumPage />
      {supportDialog}
      {authDialog}
    </PublicShell>
  );
}

export { ImpressumRoute as Component };
