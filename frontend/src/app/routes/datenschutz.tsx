import { PublicShell } from '@/components/layout/public-shell';
import { DatenschutzPage } from '@/features/legal';
import { openCookieSettings } from '@/lib/cookie-settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthDialog } from './auth-dialog-state';
import { FooterSupportButton, useSupportDialog } from './support-dialog-state';
import { routeTitles } from './texts';

function DatenschutzRoute() {
  useDocumentTitle(routeTitles.privacy);
  const { openSupport, supportDialog } = useSupportDialog();
  const { openAuth, authDialog } = useAuthDialog();
  return (
    <PublicShell nav onOpenAuth={openAuth} footer={<FooterSupportButton onClick={() => openSupport('support')} />}>
      <DatenschutzPage onOpenCookieSettings={openCookieSettings} />
      {supportDialog}
      {authDialog}
    </PublicShell>
  );
}

export { DatenschutzRoute as Component };
