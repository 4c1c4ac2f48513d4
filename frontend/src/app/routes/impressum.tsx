import { PublicShell } from '@/components/layout/public-shell';
import { ImpressumPage } from '@/features/legal';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FooterSupportButton, useSupportDialog } from './support-dialog-state';
import { routeTitles } from './texts';

function ImpressumRoute() {
  useDocumentTitle(routeTitles.imprint);
  const { openSupport, supportDialog } = useSupportDialog();
  return (
    <PublicShell nav footer={<FooterSupportButton onClick={() => openSupport('support')} />}>
      <ImpressumPage />
      {supportDialog}
    </PublicShell>
  );
}

export { ImpressumRoute as Component };
