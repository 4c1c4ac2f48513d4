import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { needsSecondFactor, SECURITY_SETTINGS_PATH } from '@/lib/second-factor';
import { useUserLocale } from '@/i18n/locale';
import { NS } from '../i18n';
import { AdminLogin } from './admin-login';
import { AdminNav } from './admin-nav';
import '../admin.css';

/**
 * Guard + frame of /admin and /admin/*: a spinner while the current user
 * loads; without a user or with any role but exactly 'admin' the login screen at every admin
 * path (superadmin is shown as a badge in the lists but not admitted here).
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  const { user, isLoading } = useUser();
  useUserLocale(user);
  if (isLoading) return <PageSpinner label={t('loading')} />;
  if (!user || user.role !== 'admin') return <AdminLogin />;
  if (needsSecondFactor(user)) return <Navigate to={SECURITY_SETTINGS_PATH} replace />;
  return (
    <div className="page admin">
      <AdminNav user={user} />
      <main id="main" className="page__main admin__main">
        <div className="container">{children}</div>
      </main>
    </div>
  );
}
