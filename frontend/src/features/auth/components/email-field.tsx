import { Field } from '@/components/ui/field';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** The e-mail field both auth forms share. */
export function EmailField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const { t } = useTranslation(NS);
  return (
    <Field
      label={t('fields.email')}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('fields.emailPlaceholder')}
      required
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
