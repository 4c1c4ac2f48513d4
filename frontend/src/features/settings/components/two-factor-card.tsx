import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
import { formErrorsFrom, useFormErrors } from '@/lib/form-errors';
import { securityQueryOptions, type SecurityStatus } from '../api/get-security';
import { useNewRecoveryCodes } from '../api/new-recovery-codes';
import { SECOND_FACTOR_REQUIRED_BY_POLICY, useDisableTotp } from '../api/totp-disable';
import { useEnableTotp } from '../api/totp-enable';
import { useTotpSetup, type TotpSetup } from '../api/totp-setup';
import { NS } from '../i18n';
import { RecoveryCodes } from './recovery-codes';
import { SecurityDialog } from './security-dialog';

/** The refusals that belong to one field of these forms (the server's words are shown there). */
const WRONG_CODE = 'SECOND_FACTOR_WRONG_CODE';
const WRONG_PASSWORD = 'SECOND_FACTOR_WRONG_PASSWORD';

/** The server's sentence at the field its code names, else the form's own mapping. */
function refusalAt<F extends 'password' | 'code'>(error: unknown, fields: readonly F[]): { errors: Partial<Record<F, string>>; problem: string | null } {
  const message = (error instanceof ApiError && error.serverMessage) || i18n.t('settings:security.failed');
  const code = error instanceof ApiError ? error.code : undefined;
  const field = code === WRONG_CODE ? 'code' : code === WRONG_PASSWORD ? 'password' : null;
  if (field && (fields as readonly string[]).includes(field)) return { errors: { [field]: message } as Partial<Record<F, string>>, problem: null };
  return formErrorsFrom(error, fields, i18n.t('settings:security.failed'));
}

/** Fewer left than this: the card suggests a new set. */
const RECOVERY_CODES_LOW = 3;

/** 'JBSW Y3DP EHPK 3PXP': typed by hand more easily, and a phone wraps it between blocks (apps ignore the spaces). */
function inBlocksOfFour(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The SVG from our server as an image: an <img> runs no script in it, unlike markup put into the page. */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * Zwei-Faktor-Anmeldung: set up (QR code or key, then a code), the ten recovery codes shown once,
 * switch off with password and code, new recovery codes with the password.
 */
export function TwoFactorCard() {
  const { t } = useTranslation(NS);
  const query = useQuery(securityQueryOptions());
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'disable' | 'new-codes' | null>(null);
  const start = useTotpSetup();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // what had the focus (the setup, the codes, the button that opened a dialog) is gone: the card's heading takes it
  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());

  function begin() {
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: (error) => toast.error((error instanceof ApiError && error.serverMessage) || t('security.failed')),
    });
  }

  return (
    <Card>
      <div className="security-card__head">
        <h2 ref={headingRef} tabIndex={-1} className="settings__card-title">
          {t('security.totp.title')}
        </h2>
        {query.data && (
          <span className={`badge ${query.data.totpEnabled ? 'badge--success' : 'badge--muted'}`}>{query.data.totpEnabled ? t('security.totp.on') : t('security.totp.off')}</span>
        )}
      </div>
      <QueryState query={query} layout="section" loadingLabel={t('security.loading')} errorText={t('security.loadError')}>
        {(status) =>
          codes ? (
            <RecoveryCodes
              codes={codes}
              onDone={() => {
                setCodes(null);
                focusHeading();
              }}
            />
          ) : setup ? (
            <TotpSetupPanel
              setup={setup}
              onEnabled={(recoveryCodes) => {
                setSetup(null);
                setCodes(recoveryCodes);
                toast.success(t('security.totp.enabled'));
              }}
              onCancel={() => {
                setSetup(null);
                focusHeading();
              }}
            />
          ) : (
            <TotpStatus status={status} starting={start.isPending} onStart={begin} onDisable={() => setDialog('disable')} onNewCodes={() => setDialog('new-codes')} />
          )
        }
      </QueryState>
      {dialog === 'disable' && (
        <DisableDialog
          onClose={() => setDialog(null)}
          onDisabled={() => {
            setDialog(null);
            focusHeading();
          }}
        />
      )}
      {dialog === 'new-codes' && (
        <NewCodesDialog
          onClose={() => setDialog(null)}
          onCodes={(recoveryCodes) => {
            setDialog(null);
            setCodes(recoveryCodes);
          }}
        />
      )}
    </Card>
  );
}

interface TotpStatusProps {
  status: SecurityStatus;
  starting: boolean;
  onStart: () => void;
  onDisable: () => void;
  onNewCodes: () => void;
}

function TotpStatus({ status, starting, onStart, onDisable, onNewCodes }: TotpStatusProps) {
  const { t } = useTranslation(NS);
  if (!status.totpEnabled) {
    return (
      <div className="stack">
        <p className="settings__note">{t('security.totp.intro')}</p>
        <div>
          <Button onClick={onStart} isLoading={starting}>
            {starting ? t('security.totp.starting') : t('security.totp.start')}
          </Button>
        </div>
        <LiveStatus message={starting ? t('security.totp.starting') : null} />
      </div>
    );
  }
  const low = status.recoveryCodesLeft < RECOVERY_CODES_LOW;
  return (
    <div className="stack">
      <p className="settings__note">
        {t('security.totp.recoveryLeft', { count: status.recoveryCodesLeft })} {low && <strong>{t('security.totp.recoveryLow')}</strong>}
      </p>
      <div className="row security-card__actions">
        <Button variant="outline" onClick={onNewCodes}>
          {t('security.totp.newCodesOpen')}
        </Button>
        <Button variant="outline" onClick={onDisable}>
          {t('security.totp.disableOpen')}
        </Button>
      </div>
    </div>
  );
}

function TotpSetupPanel({ setup, onEnabled, onCancel }: { setup: TotpSetup; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation(NS);
  const [code, setCode] = useState('');
  const { formRef, errors, problem, show, clear } = useFormErrors<'code'>();
  const enable = useEnableTotp();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (enable.isPending) return;
    const value = code.replace(/\s/g, '');
    const invalid = !value ? t('security.totp.codeRequired') : !/^\d{6}$/.test(value) ? t('security.totp.codeFormat') : undefined;
    if (invalid) {
      show({ code: invalid });
      return;
    }
    enable.mutate(value, {
      onSuccess: (answer) => onEnabled(answer.recoveryCodes),
      onError: (error) => {
        const found = refusalAt(error, ['code'] as const);
        show(found.errors, found.problem);
      },
    });
  }

  return (
    <div className="stack security-setup">
      <h3 ref={headingRef} tabIndex={-1} className="settings__card-title">
        {t('security.totp.setupTitle')}
      </h3>
      <p>{t('security.totp.step1')}</p>
      <img className="security-setup__qr" src={svgDataUrl(setup.qrSvg)} alt={t('security.totp.qrAlt')} width={200} height={200} />
      <div>
        <p className="settings__note">{t('security.totp.manual')}</p>
        <code className="security-setup__secret" aria-label={t('security.totp.secretLabel')}>
          {inBlocksOfFour(setup.secret)}
        </code>
      </div>
      <form ref={formRef} className="stack" onSubmit={submit} noValidate aria-label={t('security.totp.setupTitle')}>
        <p>{t('security.totp.step2')}</p>
        <ErrorSummary errors={errors} order={['code'] as const} problem={problem} />
        <Field
          label={t('security.totp.code')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          required
          value={code}
          error={errors.code}
          onChange={(e) => {
            setCode(e.target.value);
            clear('code');
          }}
        />
        <div className="row security-card__actions">
          <Button type="submit" isLoading={enable.isPending}>
            {enable.isPending ? t('security.totp.enabling') : t('security.totp.enable')}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={enable.isPending}>
            {t('security.cancel')}
          </Button>
        </div>
        <LiveStatus message={enable.isPending ? t('security.totp.enabling') : null} />
      </form>
    </div>
  );
}

function DisableDialog({ onClose, onDisabled }: { onClose: () => void; onDisabled: () => void }) {
  const { t } = useTranslation(NS);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { formRef, errors, problem, show, clear } = useFormErrors<'password' | 'code'>();
  const disable = useDisableTotp();

  function confirm() {
    const found = { password: password ? undefined : t('security.totp.passwordRequired'), code: code.trim() ? undefined : t('security.totp.codeRequired') };
    show(found);
    if (found.password || found.code) return;
    disable.mutate(
      { password, code: code.replace(/\s/g, '') },
      {
        onSuccess: () => {
          toast.success(t('security.totp.disabled'));
          onDisabled();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === SECOND_FACTOR_REQUIRED_BY_POLICY) {
            // the server says why; the way out (another factor first) is ours
            show({}, `${error.serverMessage || t('security.totp.disablePolicy')} ${t('security.totp.disablePolicyWayOut')}`);
            return;
          }
          const mapped = refusalAt(error, ['password', 'code'] as const);
          show(mapped.errors, mapped.problem);
        },
      },
    );
  }

  return (
    <SecurityDialog
      title={t('security.totp.disableTitle')}
      description={t('security.totp.disableText')}
      confirmLabel={t('security.totp.disableConfirm')}
      pendingLabel={t('security.totp.disabling')}
      pending={disable.isPending}
      problem={problem}
      danger
      formRef={formRef}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Field
        label={t('security.totp.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        autoFocus
        value={password}
        error={errors.password}
        onChange={(e) => {
          setPassword(e.target.value);
          clear('password');
        }}
      />
      <Field
        label={t('security.totp.code')}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={code}
        error={errors.code}
        onChange={(e) => {
          setCode(e.target.value);
          clear('code');
        }}
      />
    </SecurityDialog>
  );
}

function NewCodesDialog({ onClose, onCodes }: { onClose: () => void; onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation(NS);
  const [password, setPassword] = useState('');
  const { formRef, errors, problem, show, clear } = useFormErrors<'password'>();
  const renew = useNewRecoveryCodes();

  function confirm() {
    if (!password) {
      show({ password: t('security.totp.passwordRequired') });
      return;
    }
    renew.mutate(password, {
      onSuccess: (answer) => onCodes(answer.recoveryCodes),
      onError: (failure) => {
        const mapped = refusalAt(failure, ['password'] as const);
        show(mapped.errors, mapped.problem);
      },
    });
  }

  return (
    <SecurityDialog
      title={t('security.totp.newCodesTitle')}
      description={t('security.totp.newCodesText')}
      confirmLabel={t('security.totp.newCodesConfirm')}
      pendingLabel={t('security.totp.newCodesPending')}
      pending={renew.isPending}
      problem={problem}
      formRef={formRef}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Field
        label={t('security.totp.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        autoFocus
        value={password}
        error={errors.password}
        onChange={(e) => {
          setPassword(e.target.value);
          clear('password');
        }}
      />
    </SecurityDialog>
  );
}
