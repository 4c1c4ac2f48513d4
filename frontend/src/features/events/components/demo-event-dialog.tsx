import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { eventSlugFrom } from '@fairleads/shared/slug-rules';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { useUser } from '@/lib/auth';
import { useCreateEvent } from '../api/create-event';
import { demoEventInput, REDIRECT_AFTER_CREATE_MS } from '../event-rules';
import { eventsTexts } from '../texts';

const t = eventsTexts.demo;

/**
 * The welcome dialog's first event: only its name is asked, because the name makes the form
 * address that gets printed on the QR code; dates and download are ready-made and editable later.
 */
export function DemoEventDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const { user } = useUser();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const mutation = useCreateEvent({
    onSuccess: ({ event }) => {
      toast.success(t.createdTitle, { description: t.createdText });
      redirectTimer.current = window.setTimeout(() => {
        onOpenChange(false);
        navigate(`/events/${encodeURIComponent(event.id)}/settings`);
      }, REDIRECT_AFTER_CREATE_MS);
    },
    onError: (failure) => toast.error(eventsTexts.create.errorTitle, { description: failure.message || eventsTexts.create.errorFallback }),
  });
  const busy = mutation.isPending || mutation.isSuccess;
  const slug = eventSlugFrom(name);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!name.trim() || !slug) {
      setError(t.nameRequired);
      event.currentTarget.querySelector<HTMLInputElement>('[name="name"]')?.focus();
      return;
    }
    mutation.mutate(demoEventInput(new Date(), window.location.origin, name.trim()));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t.title} description={t.text} size="sm">
      <form className="stack" onSubmit={submit} noValidate aria-label={t.title}>
        <Field
          label={t.nameLabel}
          name="name"
          required
          autoFocus
          maxLength={100}
          placeholder={eventsTexts.create.namePlaceholder}
          value={name}
          error={error}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
          hint={
            slug && user?.companySlug ? (
              <>
                {t.addressHint} <code className="demo-event__url">{`${window.location.host}/form/${user.companySlug}/${slug}`}</code>
              </>
            ) : (
              t.nameHint
            )
          }
        />
        <div className="row dialog__actions">
          <Button type="submit" isLoading={busy}>
            {busy ? t.creating : t.submit}
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
            {eventsTexts.create.cancel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
