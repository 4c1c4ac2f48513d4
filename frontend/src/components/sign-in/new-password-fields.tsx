import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@fairleads/shared/account-rules';
import { Field } from '@/components/ui/field';
import { passwordStrength, passwordStrengthText } from '@/lib/password-rules';
import './sign-in.css';
import { NS } from './i18n';

/** The two fields of a new password (errors come from `validateNewPassword`). */
export type NewPasswordField = 'password' | 'repeat';

interface NewPasswordFieldsProps {
  password: string;
  repeat: string;
  errors: Partial<Record<NewPasswordField, string>>;
  onChange: (field: NewPasswordField, value: string) => void;
  autoFocus?: boolean;
}

/**
 * A new password and its repetition, with the registration's rule as the placeholder and a
 * strength hint under the first field that is read out politely while typing pauses.
 */
export function NewPasswordFields({ password, repeat, errors, onChange, autoFocus }: NewPasswordFieldsProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'newPassword' });
  const strength = passwordStrength(password);
  return (
    <>
      <Field
        label={t('password')}
        name="new-password"
        type="password"
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        value={password}
        error={errors.password}
        onChange={(e) => onChange('password', e.target.value)}
        hint={
          <span className={password ? `password-strength password-strength--${strength}` : undefined} aria-live="polite">
            {password ? (
              <>
                <span className="visually-hidden">{t('strengthLabel')}: </span>
                {passwordStrengthText(password)}
              </>
            ) : (
              t('rule', { min: PASSWORD_MIN_LENGTH })
            )}
          </span>
        }
      />
      <Field
        label={t('repeat')}
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        required
        value={repeat}
        error={errors.repeat}
        onChange={(e) => onChange('repeat', e.target.value)}
      />
    </>
  );
}
