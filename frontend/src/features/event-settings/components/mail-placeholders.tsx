import { MAIL_PLACEHOLDERS } from '@fairleads/shared/event-text-defaults';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

type PlaceholderName = 'name' | 'confirmationUrl' | 'downloadUrl' | 'bookingUrl';

/** What each placeholder of a mail stands for, next to its fields: a visitor mail's (`kind`) or the given ones. */
export function MailPlaceholders(props: { kind: keyof typeof MAIL_PLACEHOLDERS } | { names: readonly PlaceholderName[] }) {
  const { t } = useTranslation(NS);
  const names = 'names' in props ? props.names : MAIL_PLACEHOLDERS[props.kind];
  return (
    <div className="es-placeholders-help">
      <p className="es-placeholders-help__title">{t('mailTexts.placeholdersTitle')}</p>
      <dl className="es-placeholders-help__list">
        {names.map((name) => (
          <div key={name} className="es-placeholders-help__row">
            <dt>
              <code>{`{{${name}}}`}</code>
            </dt>
            <dd>{t(`mailTexts.placeholder.${name}`)}</dd>
          </div>
        ))}
        <div className="es-placeholders-help__row">
          <dt>
            <code>{'{{#if name}} … {{/if}}'}</code>
          </dt>
          <dd>{t('mailTexts.placeholderIfName')}</dd>
        </div>
      </dl>
    </div>
  );
}
