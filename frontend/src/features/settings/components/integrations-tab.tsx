import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useConnectIntegration } from '../api/connect-integration';
import { useDisconnectIntegration } from '../api/disconnect-integration';
import { useIntegrations } from '../api/get-integrations';
import { NS } from '../i18n';
import { CRM_PROVIDERS, PROVIDER_NAMES, type CrmIntegration, type CrmProvider } from '../integration-types';
import { IntegrationSettings } from './integration-settings';
import '../integrations.css';
import { ConfirmDialog } from './confirm-dialog';

/** 'Integrationen': HubSpot and Pipedrive, each connected by a token, with when, which events and which fields go over. */
export function IntegrationsTab() {
  const { t } = useTranslation(NS);
  const integrations = useIntegrations();
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <div className="settings__stack">
      <Card>
        <h2 ref={headingRef} tabIndex={-1} className="settings__card-title">
          {t('integrations.title')}
        </h2>
        <p className="settings__note integrations__intro">{t('integrations.intro')}</p>
        <p className="settings__note">{t('integrations.otherWays')}</p>
      </Card>
      <QueryState query={integrations} layout="section" loadingLabel={t('integrations.loading')} errorText={t('integrations.loadError')}>
        {(list) => (
          <ul className="integrations__list" aria-label={t('integrations.listLabel')}>
            {CRM_PROVIDERS.map((provider) => {
              const integration = list.find((item) => item.provider === provider);
              return integration ? <ConnectionCard key={provider} integration={integration} onGone={() => headingRef.current?.focus()} /> : null;
            })}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

/** The provider's mark: its initial on its colour (decorative; the name stands beside it). */
function ProviderMark({ provider }: { provider: CrmProvider }) {
  return (
    <span className={`integration__mark integration__mark--${provider}`} aria-hidden="true">
      {PROVIDER_NAMES[provider].charAt(0)}
    </span>
  );
}

function StatusBadge({ integration }: { integration: CrmIntegration }) {
  const { t } = useTranslation(NS);
  if (!integration.connected) return <span className="badge integration-badge--muted">{t('integrations.notConnected')}</span>;
  if (integration.status === 'unauthorized') return <span className="badge integration-badge--danger">{t('integrations.unauthorized')}</span>;
  return <span className="badge integration-badge--success">{t('integrations.active')}</span>;
}

/** `onGone`: the card's buttons changed under the focus (disconnected): the tab's heading takes it. */
function ConnectionCard({ integration, onGone }: { integration: CrmIntegration; onGone(): void }) {
  const { t } = useTranslation(NS);
  const { provider } = integration;
  const name = PROVIDER_NAMES[provider];
  const headingId = useId();
  const [renewing, setRenewing] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);
  const renewRef = useRef<HTMLButtonElement>(null);
  const unauthorized = integration.connected && integration.status === 'unauthorized';

  return (
    <li className="card card--pad-md integration">
      <div className="integration__head">
        <ProviderMark provider={provider} />
        <h3 id={headingId} className="integration__name">
          {name}
        </h3>
        <StatusBadge integration={integration} />
      </div>

      {!integration.connected ? (
        <>
          <p className="integration__what">{t(`integrations.providers.${provider}.what`)}</p>
          <TokenForm provider={provider} submitLabel={t('integrations.connect')} />
        </>
      ) : (
        <>
          <dl className="settings__facts integration__facts">
            <div>
              <dt>{t('integrations.account')}</dt>
              <dd>
                {integration.accountUrl ? (
                  <a href={integration.accountUrl} target="_blank" rel="noopener noreferrer">
                    {integration.accountLabel || t('integrations.openAccount', { provider: name })}
                    <span className="visually-hidden"> {t('integrations.openAccountNewWindow', { provider: name })}</span>
                  </a>
                ) : (
                  integration.accountLabel || '–'
                )}
              </dd>
            </div>
            {integration.connectedAt && (
              <div>
                <dt>{t('integrations.since')}</dt>
                <dd>{formatDateTime(integration.connectedAt)}</dd>
              </div>
            )}
          </dl>

          {unauthorized && (
            <div className="integration__problem">
              <Banner tone="error">
                <p>{integration.statusMessage || t('integrations.unauthorizedText', { provider: name })}</p>
                {!renewing && (
                  <Button ref={renewRef} variant="outline" size="sm" className="integration__renew" onClick={() => setRenewing(true)}>
                    {t('integrations.newToken')}
                  </Button>
                )}
              </Banner>
              {renewing && (
                <TokenForm
                  provider={provider}
                  submitLabel={t('integrations.newTokenSave')}
                  autoFocus
                  onCancel={() => {
                    setRenewing(false);
                    requestAnimationFrame(() => renewRef.current?.focus());
                  }}
                  onDone={() => setRenewing(false)}
                />
              )}
            </div>
          )}

          <IntegrationSettings key={`${integration.connectedAt}`} integration={integration} />

          <div className="integration__disconnect">
            <Button variant="ghost" size="sm" className="integration__danger" aria-label={t('integrations.disconnectLabel', { provider: name })} onClick={() => setDisconnecting(true)}>
              {t('integrations.disconnect')}
            </Button>
          </div>
        </>
      )}

      <DisconnectDialog provider={disconnecting ? provider : null} onClose={() => setDisconnecting(false)} onDone={onGone} />
    </li>
  );
}

interface TokenFormProps {
  provider: CrmProvider;
  submitLabel: string;
  autoFocus?: boolean;
  onCancel?(): void;
  onDone?(): void;
}

/** The token field with how to get one; the CRM's refusal is shown at the field, by its code. */
function TokenForm({ provider, submitLabel, autoFocus, onCancel, onDone }: TokenFormProps) {
  const { t } = useTranslation(NS);
  const p = t(`integrations.providers.${provider}`, { returnObjects: true });
  const name = PROVIDER_NAMES[provider];
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const connect = useConnectIntegration();

  function refused(text: string) {
    setError(text);
    inputRef.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = token.trim();
    if (!value) return refused(t('integrations.tokenRequired'));
    try {
      await connect.mutateAsync({ provider, token: value });
      setToken('');
      toast.success(t('integrations.connected', { provider: name }));
      onDone?.();
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      if (apiError?.code === 'CRM_TOKEN_INVALID') refused(t('integrations.tokenInvalid', { provider: name }));
      else if (apiError?.code === 'CRM_UNREACHABLE') refused(t('integrations.unreachable', { provider: name }));
      else refused(apiError?.fieldErrors?.token ?? apiError?.serverMessage ?? t('integrations.connectFailed'));
    }
  }

  return (
    <form className="integration__token" onSubmit={(event) => void submit(event)} noValidate>
      <details className="integration__help">
        <summary>{p.helpSummary}</summary>
        <ol>
          {p.helpSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>
      <Field
        ref={inputRef}
        label={p.tokenLabel}
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder={p.tokenPlaceholder}
        value={token}
        onChange={(event) => {
          setToken(event.target.value);
          setError(undefined);
        }}
        hint={t('integrations.tokenHint')}
        error={error}
        required
        autoFocus={autoFocus}
      />
      <div className="settings__actions">
        <Button type="submit" isLoading={connect.isPending}>
          {connect.isPending ? t('integrations.connecting') : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={connect.isPending}>
            {t('integrations.cancelNewToken')}
          </Button>
        )}
      </div>
    </form>
  );
}

interface DisconnectDialogProps {
  provider: CrmProvider | null;
  onClose(): void;
  onDone(): void;
}

function DisconnectDialog({ provider, onClose, onDone }: DisconnectDialogProps) {
  const { t } = useTranslation(NS);
  const disconnect = useDisconnectIntegration();
  const doneRef = useRef(false);
  const name = provider ? PROVIDER_NAMES[provider] : '';

  async function confirm() {
    if (!provider) return;
    try {
      await disconnect.mutateAsync(provider);
      toast.success(t('integrations.disconnected', { provider: name }));
      doneRef.current = true;
      onClose();
    } catch (error) {
      toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : t('integrations.disconnectFailed'));
    }
  }

  return (
    <ConfirmDialog
      open={provider !== null}
      title={t('integrations.disconnectTitle', { provider: name })}
      description={t('integrations.disconnectText', { provider: name })}
      cancelLabel={t('integrations.disconnectCancel')}
      confirmLabel={t('integrations.disconnectConfirm')}
      pendingLabel={t('integrations.disconnecting')}
      pending={disconnect.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
      onCloseAutoFocus={(event) => {
        // disconnected: the 'Trennen' button that opened it is gone
        if (!doneRef.current) return;
        doneRef.current = false;
        event.preventDefault();
        onDone();
      }}
    />
  );
}
