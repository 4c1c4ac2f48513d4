import { MAIL_PLACEHOLDERS } from '@fairleads/shared/event-text-defaults';
import { eventSettingsTexts } from '../texts';

const t = eventSettingsTexts.mailTexts;

/** What each placeholder of a mail stands for, next to its fields. */
export function MailPlaceholders({ kind }: { kind: keyof typeof MAIL_PLACEHOLDERS }) {
  return (
    <div className="es-placeholders-help">
      <p className="es-placeholders-help__title">{t.placeholdersTitle}</p>
      <dl className="es-placeholders-help__list">
        {MAIL_PLACEHOLDERS[kind].map((name) => (
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
