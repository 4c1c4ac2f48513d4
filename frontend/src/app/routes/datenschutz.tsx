import { PublicShell } from '@/components/layout/public-shell';
import { DatenschutzPage } from '@/features/legal';
import { openCookieSettings } from '@/lib/cookie-settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FooterSupportButton, useSupportDialog } from './support-dialog-state';
import { routeTitles } from './texts';

function DatenschutzRoute() {
  useDocumentTitle(routeTitles.privacy);
  const { openSupport, supportDialog } = useSupportDialog();
  return (
    <PublicShell nav footer={<FooterSupportButton onClick={() => openSupport('support')} />}>
      <DatenschutzPage onOpenCookieSettings={openCookieSettings} />
      {supportDialog}
    </PublicShell>
  );
}

export { DatenschutzRoute as Component };
