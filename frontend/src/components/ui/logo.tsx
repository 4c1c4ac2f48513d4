import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMMON_NS } from '@/lib/i18n';

export function LogoMark() {
  return (
    <svg className="logo__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#007E87" />
      <path d="M10 8h12v4h-8v3h7v4h-7v5h-4z" fill="#fff" />
      <circle cx="24" cy="23" r="3" fill="#E76E33" />
    </svg>
  );
}

export function Logo({ to = '/', inverse }: { to?: string; inverse?: boolean }) {
  const { t } = useTranslation(COMMON_NS);
  return (
    <Link to={to} className={`logo${inverse ? ' logo--inverse' : ''}`}>
      <LogoMark />
      <span className="logo__text">
        {t('brand.first')}
        <span className="logo__accent">{t('brand.second')}</span>
      </span>
    </Link>
  );
}
