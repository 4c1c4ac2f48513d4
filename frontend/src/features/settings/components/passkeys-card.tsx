import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { LiveStatus } from '@/components/ui/live-status';
import { QueryState } from '@/components/ui/query-state';
import { i18n } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useFormErrors } from '@/lib/form-errors';
import { isPasskeyCancelled, isPasskeyKnown, passkeysSupported } from '@/lib/passkeys';
import { useAddPasskey } from '../api/add-passkey';
import { passkeysQueryOptions, type Passkey } from '../api/get-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';
import { SECOND_FACTOR_REQUIRED_BY_POLICY } from '../api/totp-disable';
import { NS } from '../i18n';
import { SecurityDialog } from './security-dialog';

/** Passkeys: the list (name, set up, last used), add one with a name, remove with a question. */
export function PasskeysCard() {
  const { t } = useTranslation(NS);
  const [supported] = useState(passkeysSupported);
  const query = useQuery(passkeysQueryOptions());
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <Card>
      <h2 ref={headingRef} tabIndex={-1} className="settings__card-title">
        {t('security.passkeys.title')}
      </h2>
      <p className="settings__note settings__note--top">{t('security.passkeys.intro')}</p>
      <QueryState query={query} layout="section" loadingLabel={t('security.passkeys.loading')} errorText={t('security.passkeys.loadError')}>
        {(list) =>
          list.length === 0 ? (
            <p className="settings__note">{t('security.passkeys.empty')}</p>
          ) : (
            <ul className="security-list" aria-label={t('security.passkeys.listLabel')}>
              {list.map((passkey) => (
                <li key={passkey.id} className="security-list__row">
                  <div className="security-list__what">
                    <span className="security-list__name">{passkey.name}</span>
                    <span className="security-list__meta">
                      {t('security.passkeys.created', { date: formatDate(passkey.createdAt) })} · {passkey.lastUsedAt ? t('security.passkeys.lastUsed', { date: formatDate(passkey.lastUsedAt) }) : t('security.passkeys.neverUsed')}
                    </span>
                  </div>
                  <Button variant="outline" size="sm" aria-label={t('security.passkeys.removeLabel', { name: passkey.name })} onClick={() => setRemoving(passkey)}>
                    {t('security.passkeys.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {supported ? <AddPasskeyForm /> : <p className="settings__note security-card__foot">{t('security.passkeys.unsupported')}</p>}
      {removing && (
        <RemoveDialog
          passkey={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            // its row and 'Entfernen' are gone: the card's heading takes the focus
            requestAnimationFrame(() => headingRef.current?.focus());
          }}
        />
      )}
    </Card>
  );
}

function AddPasskeyForm() {
  const { t } = useTranslation(NS);
  const [name, setName] = useState('');
  const { formRef, errors, problem, show, clear, reset } = useFormErrors<'name'>();
  const add = useAddPasskey();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    reset();
    const trimmed = name.trim();
    if (!trimmed) {
      show({ name: t('security.passkeys.nameRequired') });
      return;
    }
    add.mutate(trimmed, {
      onSuccess: (passkey) => {
        setName('');
        toast.success(t('security.passkeys.added', { name: passkey.name }));
      },
      onError: (failure) => {
        if (isPasskeyCancelled(failure)) return;
        if (isPasskeyKnown(failure)) show({}, t('security.passkeys.known'));
        else show({}, (failure instanceof ApiError && failure.serverMessage) || t('security.passkeys.addFailed'));
      },
    });
  }

  return (
    <form ref={formRef} className="stack security-card__foot" onSubmit={submit} noValidate aria-label={t('security.passkeys.add')}>
      <ErrorSummary errors={errors} order={['name'] as const} problem={problem} />
      <div className="security-add">
        <Field
          label={t('security.passkeys.name')}
          hint={t('security.passkeys.nameHint')}
          name="passkey-name"
          autoComplete="off"
          maxLength={60}
          placeholder={t('security.passkeys.defaultName')}
          value={name}
          error={errors.name}
          onChange={(e) => {
            setName(e.target.value);
            clear('name');
          }}
        />
        <Button type="submit" isLoading={add.isPending}>
          {add.isPending ? t('security.passkeys.adding') : t('security.passkeys.add')}
        </Button>
      </div>
      <LiveStatus message={add.isPending ? t('security.passkeys.adding') : null} />
    </form>
  );
}

/** The server's sentence, or for the last second factor of someone who must keep one, also the way out. */
function removeRefusal(error: unknown): string {
  if (error instanceof ApiError && error.code === SECOND_FACTOR_REQUIRED_BY_POLICY) return i18n.t('settings:security.passkeys.removeLast');
  return (error instanceof ApiError && error.serverMessage) || i18n.t('settings:security.failed');
}

function RemoveDialog({ passkey, onClose, onRemoved }: { passkey: Passkey; onClose: () => void; onRemoved: () => void }) {
  const { t } = useTranslation(NS);
  const remove = useRemovePasskey();
  const { formRef, problem, show } = useFormErrors<never>();
  return (
    <SecurityDialog
      title={t('security.passkeys.removeTitle')}
      description={t('security.passkeys.removeText', { name: passkey.name })}
      confirmLabel={t('security.passkeys.removeConfirm')}
      pendingLabel={t('security.passkeys.removing')}
      pending={remove.isPending}
      problem={problem}
      danger
      formRef={formRef}
      onConfirm={() =>
        remove.mutate(passkey.id, {
          onSuccess: () => {
            toast.success(t('security.passkeys.removed'));
            onRemoved();
          },
          onError: (error) => show({}, removeRefusal(error)),
        })
      }
      onClose={onClose}
    />
  );
}
