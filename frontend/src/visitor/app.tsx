import { EmailConfirmationPage } from './features/email-confirmation/components/email-confirmation-page';
import { ConfirmPage } from './features/lead-confirmation/components/confirm-page';
import { PublicFormPage } from './features/public-form/components/public-form-page';
import { matchVisitorRoute } from './match-route';
import { NotFoundPage } from './not-found-page';

export interface VisitorAppProps {
  pathname: string;
  search: string;
}

/**
 * The visitor entry has no router: each page is a full page load, the path picks the page.
 * All four pages are in the one small bundle (no lazy chunks: one request less on a bad network).
 */
export function VisitorApp({ pathname, search }: VisitorAppProps) {
  const route = matchVisitorRoute(pathname);
  switch (route.page) {
    case 'form':
      return <PublicFormPage address={{ companySlug: route.companySlug, eventSlug: route.eventSlug }} />;
    case 'confirm':
      return <ConfirmPage token={route.token} />;
    case 'email-confirmation':
      return <EmailConfirmationPage companySlug={route.companySlug} search={search} />;
    default:
      return <NotFoundPage />;
  }
}
