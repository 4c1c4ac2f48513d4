import { PlannedPage } from '@/components/layout/planned-page';
import { PublicShell } from '@/components/layout/public-shell';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRouteTitle } from './route-handle';

/** Public pages not built yet (form, confirmation, blog, legal, admin). */
function PublicPlannedRoute() {
  const title = useRouteTitle();
  useDocumentTitle(title);
  return (
    <PublicShell>
      <PlannedPage title={title} />
    </PublicShell>
  );
}

export { PublicPlannedRoute as Component };
