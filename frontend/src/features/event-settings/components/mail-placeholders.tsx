import { MAIL_PLACEHOLDERS } from '@fairleads/shared/event-text-defaults';
import { eventSettingsTexts } from '../texts';

const t = eventSettingsTexts.mailTexts;

type PlaceholderName = keyof typeof t.placeholder;

/** What each placeholder of a mail stands for, next to its fields: a visitor mail's (`kind`) or the given ones. */
export function MailPlaceholders(props: { kind: keyof typeof MAIL_PLACEHOLDERS } | { names: readonly PlaceholderName[] }) {
  const names = 'names' in props ? props.names : MAIL_PLACEHOLDERS[props.kind];
  return (
    <div className="es-placeholders-help">
      <p className="es-placeholders-help__title">{t.placeholdersTitle}</p>
      <dl className="es-placeholders-help__list">
        {names.map((name) => (
          <div key={name} className="es-placeholders-help__row">
            <dt>
              <code>{`{{${name}}}`}</code>
            </dt>
            <dd>{t.placeholder[name]}</dd>
          </div>
        ))}
        <div className="es-placeholders-help__row">
          <dt>
            <code>{'{{#if name}} … {{/if}}'}</code>
          </dt>
          <dd>{t.placeholderIfName}</dd>
        </div>
      </dl>
    </div>
  );
}
