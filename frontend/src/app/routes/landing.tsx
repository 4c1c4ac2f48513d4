import { LandingPage, useLandingParams } from '@/features/landing';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthDialog } from './auth-dialog-state';
import { useSupportDialog } from './support-dialog-state';

/** '/' : the landing page plus the dialogs it opens (features stay independent; the app wires them). */
function LandingRoute() {
  useDocumentTitle();
  const { banner, openLogin, loginEmail, returnTo } = useLandingParams();
  const { openAuth, authDialog } = useAuthDialog({ open: openLogin, email: loginEmail, returnTo });
  const { openSupport, supportDialog } = useSupportDialog();

  return (
    <>
      <LandingPage banner={banner} onOpenAuth={openAuth} onOpenSupport={openSupport} />
      {authDialog}
      {supportDialog}
    </>
  );
}

export { LandingRoute as Component };
