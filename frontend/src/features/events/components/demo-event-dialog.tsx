import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { eventSlugFrom } from '@fairleads/shared/slug-rules';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useFormErrors } from '@/lib/form-errors';
import { useUser } from '@/lib/auth';
import { useCreateEvent } from '../api/create-event';
import { demoEventInput, REDIRECT_AFTER_CREATE_MS } from '../event-rules';
import { NS } from '../i18n';

/**
 * The welcome dialog's first event: only its name is asked, because the name makes the form
 * address that gets printed on the QR code; dates and download are ready-made and editable later.
 */
export function DemoEventDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { user } = useUser();
  const [name, setName] = useState('');
  const { formRef, errors, problem, show, clear } = useFormErrors<'name'>();
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const mutation = useCreateEvent({
    onSuccess: ({ event }) => {
      toast.success(t('demo.createdTitle'), { description: t('demo.createdText') });
      redirectTimer.current = window.setTimeout(() => {
        onOpenChange(false);
        navigate(`/events/${encodeURIComponent(event.id)}/settings`);
      }, REDIRECT_AFTER_CREATE_MS);
    },
    // only the name is asked here: what the server says about the name or the address it makes lands at the field
    onError: (failure) => {
      const byField = failure instanceof ApiError ? failure.fieldErrors : undefined;
      const atName = byField?.name ?? byField?.slug;
      if (atName) show({ name: atName });
      else show({}, (failure instanceof ApiError && failure.serverMessage) || t('create.errorFallback'));
    },
  });
  const busy = mutation.isPending || mutation.isSuccess;
  const slug = eventSlugFrom(name);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!name.trim() || !slug) {
      show({ name: t('demo.nameRequired') });
      return;
    }
    mutation.mutate(demoEventInput(new Date(), window.location.origin, name.trim()));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('demo.title')} description={t('demo.text')} size="sm">
      <form ref={formRef} className="stack" onSubmit={submit} noValidate aria-label={t('demo.title')}>
        <ErrorSummary errors={errors} order={['name']} problem={problem} />
        <Field
          label={t('demo.nameLabel')}
          name="name"
          required
          autoFocus
          maxLength={100}
          placeholder={t('create.namePlaceholder')}
          value={name}
          error={errors.name}
          onChange={(e) => {
            setName(e.target.value);
            clear('name');
          }}
          hint={
            slug && user?.companySlug ? (
              <>
                {t('demo.addressHint')} <code className="demo-event__url">{`${window.location.host}/form/${user.companySlug}/${slug}`}</code>
              </>
            ) : (
              t('demo.nameHint')
            )
          }
        />
        <div className="row dialog__actions">
          <Button type="submit" isLoading={busy}>
            {busy ? t('demo.creating') : t('demo.submit')}
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('create.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
