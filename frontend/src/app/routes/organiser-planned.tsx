import { PlannedPage } from '@/components/layout/planned-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRouteTitle } from './route-handle';

/** Organiser sub-pages not built yet: heading from the route handle, inside the organiser layout. */
function OrganiserPlannedRoute() {
  const title = useRouteTitle();
  useDocumentTitle(title);
  return <PlannedPage title={title} />;
}

export { OrganiserPlannedRoute as Component };
