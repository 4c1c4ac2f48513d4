import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { LiveStatus } from '@/components/ui/live-status';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useFormErrors } from '@/lib/form-errors';
import { isPasskeyCancelled, isPasskeyKnown, passkeysSupported } from '@/lib/passkeys';
import { useAddPasskey } from '../api/add-passkey';
import { passkeysQueryOptions, type Passkey } from '../api/get-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';
import { SECOND_FACTOR_REQUIRED_BY_POLICY } from '../api/totp-disable';
import { securityTexts } from '../security-texts';
import { SecurityDialog } from './security-dialog';

const t = securityTexts.passkeys;

/** Passkeys: the list (name, set up, last used), add one with a name, remove with a question. */
export function PasskeysCard() {
  const [supported] = useState(passkeysSupported);
  const query = useQuery(passkeysQueryOptions());
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <Card>
      <h2 ref={headingRef} tabIndex={-1} className="settings__card-title">
        {t.title}
      </h2>
      <p className="settings__note settings__note--top">{t.intro}</p>
      <QueryState query={query} layout="section" loadingLabel={t.loading} errorText={t.loadError}>
        {(list) =>
          list.length === 0 ? (
            <p className="settings__note">{t.empty}</p>
          ) : (
            <ul className="security-list" aria-label={t.listLabel}>
              {list.map((passkey) => (
                <li key={passkey.id} className="security-list__row">
                  <div className="security-list__what">
                    <span className="security-list__name">{passkey.name}</span>
                    <span className="security-list__meta">
                      {t.created(formatDate(passkey.createdAt))} · {passkey.lastUsedAt ? t.lastUsed(formatDate(passkey.lastUsedAt)) : t.neverUsed}
                    </span>
                  </div>
                  <Button variant="outline" size="sm" aria-label={t.removeLabel(passkey.name)} onClick={() => setRemoving(passkey)}>
                    {t.remove}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {supported ? <AddPasskeyForm /> : <p className="settings__note security-card__foot">{t.unsupported}</p>}
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
  const [name, setName] = useState('');
  const { formRef, errors, problem, show, clear, reset } = useFormErrors<'name'>();
  const add = useAddPasskey();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    reset();
    const trimmed = name.trim();
    if (!trimmed) {
      show({ name: t.nameRequired });
      return;
    }
    add.mutate(trimmed, {
      onSuccess: (passkey) => {
        setName('');
        toast.success(t.added(passkey.name));
      },
      onError: (failure) => {
        if (isPasskeyCancelled(failure)) return;
        if (isPasskeyKnown(failure)) show({}, t.known);
        else show({}, (failure instanceof ApiError && failure.serverMessage) || t.addFailed);
      },
    });
  }

  return (
    <form ref={formRef} className="stack security-card__foot" onSubmit={submit} noValidate aria-label={t.add}>
      <ErrorSummary errors={errors} order={['name'] as const} problem={problem} />
      <div className="security-add">
        <Field
          label={t.name}
          hint={t.nameHint}
          name="passkey-name"
          autoComplete="off"
          maxLength={60}
          placeholder={t.defaultName}
          value={name}
          error={errors.name}
          onChange={(e) => {
            setName(e.target.value);
            clear('name');
          }}
        />
        <Button type="submit" isLoading={add.isPending}>
          {add.isPending ? t.adding : t.add}
        </Button>
      </div>
      <LiveStatus message={add.isPending ? t.adding : null} />
    </form>
  );
}

/** The server's sentence, or for the last second factor of someone who must keep one, also the way out. */
function removeRefusal(error: unknown): string {
  if (error instanceof ApiError && error.code === SECOND_FACTOR_REQUIRED_BY_POLICY) return t.removeLast;
  return (error instanceof ApiError && error.serverMessage) || securityTexts.failed;
}

function RemoveDialog({ passkey, onClose, onRemoved }: { passkey: Passkey; onClose: () => void; onRemoved: () => void }) {
  const remove = useRemovePasskey();
  const { formRef, problem, show } = useFormErrors<never>();
  return (
    <SecurityDialog
      title={t.removeTitle}
      description={t.removeText(passkey.name)}
      confirmLabel={t.removeConfirm}
      pendingLabel={t.removing}
      pending={remove.isPending}
      problem={problem}
      danger
      formRef={formRef}
      onConfirm={() =>
        remove.mutate(passkey.id, {
          onSuccess: () => {
            toast.success(t.removed);
            onRemoved();
          },
          onError: (error) => show({}, removeRefusal(error)),
        })
      }
      onClose={onClose}
    />
  );
}
