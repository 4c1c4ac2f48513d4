import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { focusFirstInvalid } from '@/lib/form-errors';
import { useFollowUpStatus } from '../api/get-follow-up-status';
import { MAX_FOLLOW_UP_STEPS } from '../api/follow-up-types';
import { followUpFieldName, sameSteps, stepOfError } from '../follow-up-rules';
import type { FollowUpEditor } from '../hooks/use-follow-up-editor';
import { FollowUpConsentWarning } from './follow-up-consent';
import { FollowUpStepCard } from './follow-up-step-card';
import { SaveStatus } from './save-status';
import { NS } from '../i18n';

/** What is not saved: the steps the last save refused (with 'Zum Feld'), or that there are changes at all. */
function FollowUpNotice({ editor, onGoTo }: { editor: FollowUpEditor; onGoTo: () => void }) {
  const { t } = useTranslation(NS);
  const refusedSteps = [...new Set(Object.keys(editor.errors).map(stepOfError).filter((step): step is number => step !== null))].sort();
  if (refusedSteps.length > 0) {
    return (
      <Banner tone="error">
        <div className="es-unsaved">
          <div>
            <p className="es-unsaved__title">{t('followUps.refusedTitle', { steps: refusedSteps.map((step) => t('followUps.stepTitle', { n: step + 1 })).join(', ') })}</p>
            <p className="es-unsaved__text">{t('followUps.refusedText')}</p>
          </div>
          <Button variant="outline" size="sm" className="es-unsaved__go" onClick={onGoTo}>
            {t('followUps.goTo')}
          </Button>
        </div>
      </Banner>
    );
  }
  if (!editor.dirty) return null;
  return (
    <Banner tone="info">
      <p className="es-unsaved__title">{t('followUps.unsavedTitle')}</p>
      <p className="es-unsaved__text">{t('followUps.unsavedText')}</p>
    </Banner>
  );
}

/** The tab 'Follow-ups': up to three mails after the fair to the confirmed leads, saved as one list. */
export function FollowUpsTab({ eventId, editor }: { eventId: string; editor: FollowUpEditor }) {
  const { t } = useTranslation(NS);
  const rootRef = useRef<HTMLDivElement>(null);
  const status = useFollowUpStatus(eventId, true);
  const focusNewStep = useRef<number | null>(null);

  // a refused save: to the first marked field
  useEffect(() => {
    if (editor.refusals > 0) focusFirstInvalid(rootRef.current);
  }, [editor.refusals]);
  // a new step: to its first field
  useEffect(() => {
    if (focusNewStep.current === null) return;
    rootRef.current?.querySelector<HTMLElement>(`[name="${followUpFieldName(focusNewStep.current, 'delayDays')}"]`)?.focus();
    focusNewStep.current = null;
  }, [editor.steps.length]);

  function add() {
    focusNewStep.current = editor.add();
  }
  function remove(index: number) {
    editor.remove(index);
    // the card and its button are gone: the focus goes to the list's heading
    rootRef.current?.querySelector<HTMLElement>('#es-fu-title')?.focus();
  }

  const figuresOf = (index: number) => (status.isError ? null : status.data?.steps.find((figures) => figures.step === index + 1));
  const saveBar = (
    <div className="es-fu-savebar">
      <SaveStatus status={editor.status} />
      <Button isLoading={editor.status === 'saving'} onClick={() => void editor.save()}>
        {editor.status === 'saving' ? t('followUps.saving') : t('followUps.save')}
      </Button>
    </div>
  );

  return (
    <div className="stack es-fu" ref={rootRef}>
      <FollowUpConsentWarning eventId={eventId} />
      <QueryState query={editor.query} layout="section" loadingLabel={t('followUps.loading')} errorText={t('followUps.loadError')}>
        {() => (
          <>
            <FollowUpNotice editor={editor} onGoTo={() => focusFirstInvalid(rootRef.current)} />
            {editor.steps.length === 0 ? (
              <section className="es-card stack es-fu-empty" aria-labelledby="es-fu-title">
                <h3 id="es-fu-title" className="es-card__title" tabIndex={-1}>
                  {t('followUps.emptyTitle')}
                </h3>
                <p>{t('followUps.emptyText')}</p>
                <div>
                  <Button onClick={add}>{t('followUps.add')}</Button>
                </div>
                {editor.dirty && saveBar}
              </section>
            ) : (
              <section className="stack" aria-labelledby="es-fu-title">
                <div>
                  <h3 id="es-fu-title" className="es-card__title" tabIndex={-1}>
                    {t('followUps.sequenceLabel')}
                  </h3>
                  <p className="muted es-small">{t('followUps.intro')}</p>
                </div>
                <ol className="es-fu-steps">
                  {editor.steps.map((step, index) => {
                    const savedStep = editor.saved[index];
                    return (
                      <FollowUpStepCard
                        key={step.key}
                        eventId={eventId}
                        index={index}
                        step={step}
                        errors={editor.errors}
                        onChange={(patch) => editor.update(index, patch)}
                        onRemove={() => remove(index)}
                        saved={savedStep !== undefined}
                        changed={savedStep !== undefined && !sameSteps([step], [savedStep])}
                        savedVersion={editor.savedVersion}
                        figures={figuresOf(index)}
                      />
                    );
                  })}
                </ol>
                {editor.steps.length < MAX_FOLLOW_UP_STEPS ? (
                  <div>
                    <Button variant="outline" onClick={add}>
                      {t('followUps.addMore')}
                    </Button>
                  </div>
                ) : (
                  <p className="muted es-small">{t('followUps.maxReached')}</p>
                )}
                {saveBar}
              </section>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
