import { Field } from '@/components/ui/field';
import { authTexts as t } from '../texts';

/** The e-mail field both auth forms share. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field
      label={t.fields.email}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t.fields.emailPlaceholder}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
