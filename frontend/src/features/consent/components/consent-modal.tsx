import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { NS } from '../i18n';
import type { ConsentSettings } from '../lib/consent-storage';

interface ConsentModalProps {
  open: boolean;
  /** Pre-selects the custom view's toggles (the earlier choice after a reset). */
  initial: ConsentSettings | null;
  onSave: (choice: { analytics: boolean; marketing: boolean }) => void;
}

/** Opens as a modal (top layer, page behind inert); where showModal is missing, just visible. */
function show(dialog: HTMLDialogElement) {
  if (!dialog.open) {
    try {
      dialog.showModal();
    } catch {
      dialog.setAttribute('open', '');
    }
  }
  dialog.focus();
}

/**
 * The cookie-consent modal: a native modal <dialog>, so the landing page needs no dialog
 * library for it. It cannot be dismissed without a choice: no close button, Escape is
 * cancelled, a click on the backdrop does nothing, and should the browser close it anyway it
 * opens again. Two views: the three buttons, and the custom view with the
 * Notwendig / Analyse / Marketing cards.
 */
export function ConsentModal({ open, initial, onSave }: ConsentModalProps) {
  const { t } = useTranslation(NS);
  const [view, setView] = useState<'main' | 'custom'>('main');
  const [analytics, setAnalytics] = useState(initial?.analytics ?? false);
  const [marketing, setMarketing] = useState(initial?.marketing ?? false);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal !== 'function') {
      dialog.setAttribute('open', '');
      return;
    }
    show(dialog);
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open]);

  if (!open) return null;

  return (
    <dialog
      ref={ref}
      className="consent"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      data-view={view}
      onCancel={(event) => event.preventDefault()}
      onClose={(event) => {
        if (event.currentTarget.isConnected) show(event.currentTarget);
      }}
    >
      <div className="consent__head">
        <span className="consent__icon" aria-hidden="true">
          <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path
              d="M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3.5-3A3 3 0 0 1 14 5.5 3 3 0 0 1 12 3Z"
              strokeLinejoin="round"
            />
            <circle cx="8.5" cy="10.5" r="1" fill="currentColor" />
            <circle cx="10.5" cy="15.5" r="1" fill="currentColor" />
            <circle cx="15.5" cy="14.5" r="1" fill="currentColor" />
          </svg>
        </span>
        <h2 id={titleId} className="consent__title">
          {view === 'main' ? t('title') : t('custom.title')}
        </h2>
      </div>
      <p id={textId} className="consent__text">
        {view === 'main' ? t('intro') : t('custom.intro')} {t('privacyPrefix')}{' '}
        <Link to="/datenschutz" className="consent__link">
          {t('privacyLink')}
        </Link>
        .
      </p>

      {view === 'main' ? (
        <div className="consent__actions">
          <Button size="lg" onClick={() => onSave({ analytics: true, marketing: true })}>
            {t('acceptAll')}
          </Button>
          <Button size="lg" variant="secondary" onClick={() => onSave({ analytics: false, marketing: false })}>
            {t('necessaryOnly')}
          </Button>
          <Button size="lg" variant="outline" onClick={() => setView('custom')}>
            {t('customize')}
          </Button>
        </div>
      ) : (
        <>
          <ul className="consent__cards">
            <li className="consent__card">
              <Switch
                checked
                disabled
                onCheckedChange={() => {}}
                label={
                  <>
                    {t('categories.necessary.title')}{' '}
                    <span className="badge badge--teal">{t('categories.necessary.badge')}</span>
                  </>
                }
                description={t('categories.necessary.text')}
              />
            </li>
            <li className="consent__card">
              <Switch
                checked={analytics}
                onCheckedChange={setAnalytics}
                label={t('categories.analytics.title')}
                description={t('categories.analytics.text')}
              />
            </li>
            <li className="consent__card">
              <Switch
                checked={marketing}
                onCheckedChange={setMarketing}
                label={t('categories.marketing.title')}
                description={t('categories.marketing.text')}
              />
            </li>
          </ul>
          <div className="consent__actions consent__actions--custom">
            <Button size="lg" onClick={() => onSave({ analytics, marketing })}>
              {t('custom.save')}
            </Button>
            <Button size="lg" variant="outline" onClick={() => setView('main')}>
              {t('custom.back')}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
