import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { LiveStatus } from '@/components/ui/live-status';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { isPasskeyCancelled, isPasskeyKnown, passkeysSupported } from '@/lib/passkeys';
import { useAddPasskey } from '../api/add-passkey';
import { passkeysQueryOptions, type Passkey } from '../api/get-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';
import { securityTexts } from '../security-texts';
import { SecurityDialog } from './security-dialog';

const t = securityTexts.passkeys;

/** Passkeys: the list (name, set up, last used), add one with a name, remove with a question. */
export function PasskeysCard() {
  const [supported] = useState(passkeysSupported);
  const query = useQuery(passkeysQueryOptions());
  const [removing, setRemoving] = useState<Passkey | null>(null);

  return (
    <Card>
      <h2 className="settings__card-title">{t.title}</h2>
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
      {removing && <RemoveDialog passkey={removing} onClose={() => setRemoving(null)} />}
    </Card>
  );
}

function AddPasskeyForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddPasskey();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    setProblem(null);
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t.nameRequired);
      return;
    }
    add.mutate(trimmed, {
      onSuccess: (passkey) => {
        setName('');
        toast.success(t.added(passkey?.name || trimmed));
      },
      onError: (failure) => {
        if (isPasskeyCancelled(failure)) return;
        if (isPasskeyKnown(failure)) setProblem(t.known);
        else setProblem((failure instanceof ApiError && failure.serverMessage) || t.addFailed);
      },
    });
  }

  return (
    <form className="stack security-card__foot" onSubmit={submit} noValidate aria-label={t.add}>
      {problem && <Banner tone="error">{problem}</Banner>}
      <div className="security-add">
        <Field
          label={t.name}
          hint={t.nameHint}
          name="passkey-name"
          autoComplete="off"
          maxLength={60}
          placeholder={t.defaultName}
          value={name}
          error={error}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
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

function RemoveDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const remove = useRemovePasskey();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <SecurityDialog
      title={t.removeTitle}
      description={t.removeText(passkey.name)}
      confirmLabel={t.removeConfirm}
      pendingLabel={t.removing}
      pending={remove.isPending}
      problem={problem}
      danger
      onConfirm={() =>
        remove.mutate(passkey.id, {
          onSuccess: () => {
            toast.success(t.removed);
            onClose();
          },
          onError: (error) => setProblem((error instanceof ApiError && error.serverMessage) || securityTexts.failed),
        })
      }
      onClose={onClose}
    />
  );
}
