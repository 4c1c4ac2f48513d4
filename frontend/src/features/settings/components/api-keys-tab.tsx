import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { QueryState } from '@/components/ui/query-state';
import { i18n } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { formErrorsFrom, hasFieldErrors, useFormErrors, type FieldErrors } from '@/lib/form-errors';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, API_KEYS_MAX, SCOPE_KEYS, type ApiKey, type ApiKeyCreated, type ApiKeyScope } from '../api-key-types';
import { useCreateApiKey } from '../api/create-api-key';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { NS } from '../i18n';
import '../integrations.css';
import { ConfirmDialog } from './confirm-dialog';

const OPENAPI_URL = '/api/v1/openapi.json';

/** 'API-Schlüssel': the account's keys for the public API; a new key is shown once. */
export function ApiKeysTab() {
  const { t } = useTranslation(NS);
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const count = keys.data?.length ?? 0;
  const full = count >= API_KEYS_MAX;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<Element | null>(null);

  function open(next: () => void) {
    openerRef.current = document.activeElement;
    next();
  }

  /** A revoked key's button is gone when its dialog closes: the tab's heading takes the focus. */
  function focusAfterClose(event: Event) {
    if (openerRef.current?.isConnected) return;
    event.preventDefault();
    headingRef.current?.focus();
  }

  return (
    <div className="settings__stack">
      <Card>
        <div className="api-keys__head">
          <div>
            <h2 ref={headingRef} tabIndex={-1} className="settings__card-title">
              {t('apiKeys.title')}
            </h2>
            <p className="settings__note">{t('apiKeys.intro')}</p>
            <p className="settings__note api-keys__docs">
              <a href={OPENAPI_URL} target="_blank" rel="noopener noreferrer">
                {t('apiKeys.docs')}
                <span className="visually-hidden"> {t('newWindow')}</span>
              </a>
            </p>
          </div>
          <Button onClick={() => open(() => setCreating(true))} disabled={full || keys.isPending} aria-describedby={full ? 'api-keys-limit' : undefined}>
            {t('apiKeys.add')}
          </Button>
        </div>
        {full && (
          <p id="api-keys-limit" className="settings__note api-keys__limit">
            {t('apiKeys.limitReached', { max: API_KEYS_MAX })}
          </p>
        )}
      </Card>

      <QueryState query={keys} layout="section" loadingLabel={t('apiKeys.loading')} errorText={t('apiKeys.loadError')}>
        {(list) =>
          list.length === 0 ? (
            <Card>
              <p className="muted">{t('apiKeys.empty')}</p>
            </Card>
          ) : (
            <ul className="api-keys__list" aria-label={t('apiKeys.listLabel')}>
              {list.map((key) => (
                <KeyCard key={key.id} apiKey={key} onRevoke={() => open(() => setRevoking(key))} />
              ))}
            </ul>
          )
        }
      </QueryState>

      <NewKeyDialog open={creating} onClose={() => setCreating(false)} onCloseAutoFocus={focusAfterClose} />
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} onCloseAutoFocus={focusAfterClose} />
    </div>
  );
}

function ScopeBadges({ scopes }: { scopes: readonly ApiKeyScope[] }) {
  const { t } = useTranslation(NS);
  return (
    <ul className="api-keys__scopes">
      {API_KEY_SCOPES.filter((scope) => scopes.includes(scope)).map((scope) => (
        <li key={scope} className="badge api-keys__scope">
          {t(`scopes.${SCOPE_KEYS[scope]}.label`)}
        </li>
      ))}
    </ul>
  );
}

function KeyCard({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke(): void }) {
  const { t } = useTranslation(NS);
  const created = formatDateTime(apiKey.createdAt);
  return (
    <li className="card card--pad-md api-key">
      <div className="api-key__head">
        <h3 className="api-key__name">{apiKey.name}</h3>
        <Button variant="ghost" size="sm" className="integration__danger" aria-label={t('apiKeys.key.revokeLabel', { name: apiKey.name })} onClick={onRevoke}>
          {t('apiKeys.key.revoke')}
        </Button>
      </div>
      <dl className="settings__facts api-key__facts">
        <div>
          <dt>{t('apiKeys.key.scopes')}</dt>
          <dd>
            <ScopeBadges scopes={apiKey.scopes} />
          </dd>
        </div>
        <div>
          <dt>{t('apiKeys.key.prefix')}</dt>
          <dd>
            <code className="api-key__prefix">{apiKey.prefix}…</code>
          </dd>
        </div>
        <div>
          <dt>{t('apiKeys.key.created')}</dt>
          <dd>{apiKey.createdBy ? t('apiKeys.key.createdBy', { name: apiKey.createdBy, when: created }) : created}</dd>
        </div>
        <div>
          <dt>{t('apiKeys.key.lastUsed')}</dt>
          <dd>{apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : <span className="muted">{t('apiKeys.key.neverUsed')}</span>}</dd>
        </div>
      </dl>
    </li>
  );
}

interface NewKeyDialogProps {
  open: boolean;
  onClose(): void;
  onCloseAutoFocus(event: Event): void;
}

/** 'Neuer Schlüssel': name and scopes; after creating, the key once, then never again. */
function NewKeyDialog({ open, onClose, onCloseAutoFocus }: NewKeyDialogProps) {
  const { t } = useTranslation(NS);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [saving, setSaving] = useState(false);

  function change(next: boolean) {
    if (next || saving) return;
    // the key leaves memory with the dialog
    setCreated(null);
    onClose();
  }

  if (created) {
    return (
      <Dialog
        open={open}
        onOpenChange={change}
        title={t('apiKeys.created.title')}
        description={t('apiKeys.created.description')}
        size="md"
        onCloseAutoFocus={onCloseAutoFocus}
        // shown this once: a stray tap beside the dialog or Esc must not lose it
        dismissible={false}
      >
        <KeyOnce secret={created.key} onDone={() => change(false)} />
      </Dialog>
    );
  }
  return (
    <Dialog open={open} onOpenChange={change} title={t('apiKeys.form.title')} description={t('apiKeys.form.description')} closeLabel={t('apiKeys.form.cancel')} size="md" onCloseAutoFocus={onCloseAutoFocus}>
      {/* a fresh form each time the dialog opens */}
      {open && (
        <NewKeyForm
          onSavingChange={setSaving}
          onCreated={(result) => {
            // the form that was saving is gone now: the dialog may close again
            setSaving(false);
            setCreated(result);
          }}
          onCancel={() => change(false)}
        />
      )}
    </Dialog>
  );
}

type KeyField = 'name' | 'scopes';
const KEY_FIELDS: readonly KeyField[] = ['name', 'scopes'];

function validate(name: string, scopes: readonly ApiKeyScope[]): FieldErrors<KeyField> {
  const errors: FieldErrors<KeyField> = {};
  if (!name.trim()) errors.name = i18n.t('settings:apiKeys.form.nameRequired');
  else if (name.trim().length > API_KEY_NAME_MAX) errors.name = i18n.t('settings:apiKeys.form.nameTooLong', { max: API_KEY_NAME_MAX });
  if (scopes.length === 0) errors.scopes = i18n.t('settings:apiKeys.form.scopesRequired');
  return errors;
}

interface NewKeyFormProps {
  onSavingChange(saving: boolean): void;
  onCreated(created: ApiKeyCreated): void;
  onCancel(): void;
}

function NewKeyForm({ onSavingChange, onCreated, onCancel }: NewKeyFormProps) {
  const { t } = useTranslation(NS);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['events:read', 'leads:read']);
  const { formRef, errors, problem, show, clear } = useFormErrors<KeyField>();
  const create = useCreateApiKey();
  const ids = useId();

  useEffect(() => onSavingChange(create.isPending), [create.isPending, onSavingChange]);

  function toggle(scope: ApiKeyScope, checked: boolean) {
    setScopes((current) => API_KEY_SCOPES.filter((s) => (s === scope ? checked : current.includes(s))));
    clear('scopes');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(name, scopes);
    show(found);
    if (hasFieldErrors(found)) return;
    try {
      onCreated(await create.mutateAsync({ name: name.trim(), scopes }));
    } catch (error) {
      const result = formErrorsFrom(error, KEY_FIELDS, error instanceof ApiError && error.serverMessage ? error.serverMessage : t('apiKeys.form.failed'));
      show(result.errors, result.problem);
    }
  }

  const scopesErrorId = `${ids}-scopes-error`;
  return (
    <form ref={formRef} className="stack api-key-form" onSubmit={(event) => void submit(event)} noValidate>
      <ErrorSummary errors={errors} order={KEY_FIELDS} problem={problem} />
      <Field
        label={t('apiKeys.form.name')}
        placeholder={t('apiKeys.form.namePlaceholder')}
        value={name}
        maxLength={API_KEY_NAME_MAX}
        onChange={(event) => {
          setName(event.target.value);
          clear('name');
        }}
        error={errors.name}
        required
        autoFocus
        autoComplete="off"
      />
      <fieldset className="integration__group" aria-describedby={errors.scopes ? scopesErrorId : undefined}>
        <legend className="field__label">{t('apiKeys.form.scopes')}</legend>
        {API_KEY_SCOPES.map((scope, index) => (
          // the explanation is the box's description, not part of its name
          <div key={scope} className="integration__check">
            <input
              id={`${ids}-${scope}`}
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
              aria-invalid={index === 0 && errors.scopes ? true : undefined}
              aria-describedby={`${ids}-${scope}-hint`}
            />
            <span>
              <label htmlFor={`${ids}-${scope}`}>{t(`scopes.${SCOPE_KEYS[scope]}.label`)}</label>
              <span id={`${ids}-${scope}-hint`} className="integration__check-hint">
                {t(`scopes.${SCOPE_KEYS[scope]}.text`)}
              </span>
            </span>
          </div>
        ))}
        {errors.scopes && (
          <p id={scopesErrorId} className="field__error">
            {errors.scopes}
          </p>
        )}
      </fieldset>
      <div className="row dialog__actions">
        <Button type="submit" isLoading={create.isPending}>
          {create.isPending ? t('apiKeys.form.creating') : t('apiKeys.form.create')}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
          {t('apiKeys.form.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The new key, once: copy it now or never; with a first request to try it. */
function KeyOnce({ secret, onDone }: { secret: string; onDone(): void }) {
  const { t } = useTranslation(NS);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const example = `curl -H "Authorization: Bearer ${secret.slice(0, 12)}…" ${window.location.origin}/api/v1/leads`;

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t('apiKeys.created.copied'));
    } catch {
      toast.error(t('apiKeys.created.copyFailed'));
      inputRef.current?.select();
    }
  }

  return (
    <div className="stack api-key-once">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('apiKeys.created.label')}
        </label>
        <textarea
          ref={inputRef}
          id={id}
          className="field__input api-key-once__value"
          value={secret}
          readOnly
          rows={2}
          spellCheck={false}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <Banner tone="info">{t('apiKeys.created.once')}</Banner>
      <div className="api-key-once__example">
        <p id={`${id}-example`}>{t('apiKeys.created.example')}</p>
        <pre aria-labelledby={`${id}-example`} tabIndex={0}>
          <code>{example}</code>
        </pre>
        <a href={OPENAPI_URL} target="_blank" rel="noopener noreferrer">
          {t('apiKeys.created.docs')}
          <span className="visually-hidden"> {t('newWindow')}</span>
        </a>
      </div>
      <div className="row dialog__actions">
        <Button onClick={() => void copy()}>{t('apiKeys.created.copy')}</Button>
        <Button variant="outline" onClick={onDone}>
          {t('apiKeys.created.done')}
        </Button>
      </div>
    </div>
  );
}

interface RevokeDialogProps {
  apiKey: ApiKey | null;
  onClose(): void;
  onCloseAutoFocus(event: Event): void;
}

function RevokeDialog({ apiKey, onClose, onCloseAutoFocus }: RevokeDialogProps) {
  const { t } = useTranslation(NS);
  const revoke = useRevokeApiKey();

  async function confirm() {
    if (!apiKey) return;
    try {
      await revoke.mutateAsync(apiKey.id);
      toast.success(t('apiKeys.revoke.done'));
      onClose();
    } catch (error) {
      toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : t('apiKeys.revoke.failed'));
    }
  }

  return (
    <ConfirmDialog
      open={apiKey !== null}
      title={t('apiKeys.revoke.title')}
      description={apiKey ? t('apiKeys.revoke.text', { name: apiKey.name }) : undefined}
      cancelLabel={t('apiKeys.revoke.cancel')}
      confirmLabel={t('apiKeys.revoke.confirm')}
      pendingLabel={t('apiKeys.revoke.revoking')}
      pending={revoke.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
