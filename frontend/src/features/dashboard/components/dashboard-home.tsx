import { Link } from 'react-router-dom';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { dashboardTexts as t } from '../texts';

export function DashboardHome() {
  useDocumentTitle(t.documentTitle);
  const { user } = useUser();
  const name = user?.name?.trim() || t.nameFallback;

  return (
    <div className="container section">
      <header className="page-header">
        <h1>{t.greeting(name)}</h1>
        <p className="muted">{t.note}</p>
      </header>
      <h2 className="section-title">{t.quickActionsTitle}</h2>
      <ul className="tile-grid">
        {t.quickActions.map((action) => (
          <li key={action.to}>
            <Link to={action.to} className="tile">
              <span className="tile__title">{action.title}</span>
              <span className="tile__text">{action.text}</span>
              <span className="tile__arrow" aria-hidden="true">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
