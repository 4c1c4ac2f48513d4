import { useTranslation } from 'react-i18next';
import { useMemo, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOutbox, type OutboxMail } from '../api/get-outbox';
import { extractLinks, withTopBase } from '../mail-content';
import { NS } from '../i18n';
import '../mailbox.css';

const IFRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

export function Mailbox() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('documentTitle'));
  const outbox = useOutbox();
  const [selectedId, setSelectedId] = useState<OutboxMail['id'] | null>(null);

  const mails = outbox.data ?? [];
  // Until the user picks one, the newest mail is shown.
  const selected = mails.find((mail) => mail.id === selectedId) ?? mails[0] ?? null;

  let content;
  if (outbox.isPending) {
    content = <PageSpinner />;
  } else if (outbox.isError && !outbox.data) {
    const unavailable = outbox.error instanceof ApiError && outbox.error.status === 404;
    content = <Banner tone={unavailable ? 'info' : 'error'}>{unavailable ? t('unavailable') : t('loadError')}</Banner>;
  } else if (mails.length === 0) {
    content = <Banner tone="info">{t('empty')}</Banner>;
  } else {
    content = (
      <div className="mailbox">
        <nav aria-label={t('listLabel')} className="mailbox__list">
          <ul>
            {mails.map((mail) => {
              const isSelected = selected?.id === mail.id;
              return (
                <li key={mail.id}>
                  <button
                    type="button"
                    className={`mailbox__item${isSelected ? ' is-selected' : ''}`}
                    aria-pressed={isSelected}
                    aria-label={mail.subject}
                    onClick={() => setSelectedId(mail.id)}
                  >
                    <span className="mailbox__subject">{mail.subject}</span>
                    <span className="mailbox__meta">{mail.to}</span>
                    <time className="mailbox__meta" dateTime={mail.createdAt}>
                      {formatDateTime(mail.createdAt)}
                    </time>
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        {selected ? <MailDetail mail={selected} /> : <p className="muted">{t('selectHint')}</p>}
      </div>
    );
  }

  return (
    <div className="container section">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      {content}
    </div>
  );
}

function MailDetail({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation(NS);
  const links = useMemo(() => extractLinks(mail.text ?? ''), [mail.text]);
  const srcDoc = useMemo(() => withTopBase(mail.html ?? ''), [mail.html]);

  return (
    <Card className="mail-detail" aria-labelledby="mail-subject">
      <header className="mail-detail__header">
        <h2 id="mail-subject" className="mail-detail__subject">
          {mail.subject}
        </h2>
        <dl className="mail-detail__meta">
          <div>
            <dt>{t('to')}</dt>
            <dd>{mail.to}</dd>
          </div>
          <div>
            <dt>{t('receivedAt')}</dt>
            <dd>{formatDateTime(mail.createdAt)}</dd>
          </div>
        </dl>
      </header>

      {Object.keys(mail.headers).length > 0 && <MailHeaders headers={mail.headers} />}

      <section aria-labelledby="mail-links">
        <h3 id="mail-links" className="mail-detail__section-title">
          {t('linksTitle')}
        </h3>
        {links.length > 0 ? (
          <ul className="mail-detail__links">
            {links.map((href) => (
              <li key={href}>
                <a href={href}>{href}</a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('noLinks')}</p>
        )}
      </section>

      {mail.html && (
        <iframe
          key={mail.id}
          className="mail-detail__frame"
          title={t('htmlTitle', { subject: mail.subject })}
          sandbox={IFRAME_SANDBOX}
          srcDoc={srcDoc}
        />
      )}

      <section aria-labelledby="mail-text">
        <h3 id="mail-text" className="mail-detail__section-title">
          {t('textTitle')}
        </h3>
        <pre className="mail-detail__text">{mail.text}</pre>
      </section>
    </Card>
  );
}

/** The mail's own headers, folded away: List-Unsubscribe and its one-click partner show what a mail provider sees. */
function MailHeaders({ headers }: { headers: Record<string, string> }) {
  const { t } = useTranslation(NS);
  const entries = Object.entries(headers);
  return (
    <details className="mail-detail__headers">
      <summary>
        <span className="mail-detail__section-title">{t('headersTitle')}</span> <span className="muted">({t('headersCount', { count: entries.length })})</span>
      </summary>
      <dl>
        {entries.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
