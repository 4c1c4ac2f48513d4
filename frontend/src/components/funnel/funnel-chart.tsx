import { useId, useState } from 'react';
import { FUNNEL_STEPS, funnelConversion, funnelConversionBase, shownFunnelSteps, type FunnelDay, type FunnelReport, type FunnelStep } from '@fairleads/shared/funnel';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatInteger, formatNumber } from '@/lib/format';
import { NS } from './i18n';
import './funnel-chart.css';

/** '2026-03-01' as a date of the SPA's language, read as a local day (no time-zone shift). */
function isoDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? formatDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : value ?? '';
}

/** The report's period: one day, or from – to. */
function rangeText(from: string, to: string): string {
  return from === to ? isoDate(from) : `${isoDate(from)} – ${isoDate(to)}`;
}

/** A share with one decimal: '33,3' (English '33.3'). */
function percentText(value: number): string {
  return formatNumber(Number.isFinite(value) ? value : 0, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

const anyCount = (day: FunnelDay) => FUNNEL_STEPS.some((step) => day[step] > 0);

/** A short range is drawn as this many day slots, its days in the middle: one day is no wall of colour. */
const MIN_SLOTS = 14;

/** What a step's row says under its bar: where the funnel starts, or the share of the step before. */
function conversionText(t: TFunction<typeof NS>, report: FunnelReport, step: FunnelStep): string {
  const base = funnelConversionBase(step);
  if (!base) return t('firstStep');
  const conversion = funnelConversion(report.totals, step);
  const before = t(`steps.${base}`);
  if (conversion === null) return t('noConversion');
  // more views than scans: the form was also opened directly; a share above 100 % would read as an error
  return conversion > 100 ? t('moreThanBefore', { step, before }) : t('conversion', { percent: percentText(conversion), before });
}

/** The steps as bars under each other: the total, and the conversion from the step before. */
function FunnelSteps({ report }: { report: FunnelReport }) {
  const { t } = useTranslation(NS);
  const steps = shownFunnelSteps(report.totals);
  const widest = Math.max(1, ...steps.map((step) => report.totals[step]));
  return (
    <ol className="funnel-steps" aria-label={t('stepsLabel')}>
      {steps.map((step) => {
        const total = report.totals[step];
        return (
          <li key={step} className="funnel-step" data-step={step}>
            <div className="funnel-step__head">
              <span className="funnel-step__label">{t(`steps.${step}`)}</span>
              <span className="funnel-step__value">{formatInteger(total)}</span>
            </div>
            <div className="funnel-step__track" aria-hidden="true">
              <div className="funnel-step__bar" style={{ width: `${total > 0 ? Math.max(1.5, (total / widest) * 100) : 0}%` }} />
            </div>
            <p className="funnel-step__conversion">{conversionText(t, report, step)}</p>
          </li>
        );
      })}
    </ol>
  );
}

/** One step's counts per day as columns (SVG), with the figures of every counted day in a table. */
function DailyBars({ report }: { report: FunnelReport }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const steps = shownFunnelSteps(report.totals);
  const [chosen, setChosen] = useState<FunnelStep>(() => FUNNEL_STEPS.find((step) => report.totals[step] > 0) ?? 'scans');
  const label = t(`steps.${chosen}`);
  const counts = report.days.map((day) => day[chosen]);
  const max = Math.max(0, ...counts);
  const slot = 10;
  const height = 100;
  const slots = Math.max(MIN_SLOTS, counts.length);
  const offset = Math.floor((slots - counts.length) / 2);
  const width = slots * slot;
  const gap = counts.length > 60 ? 0.15 : 0.3;
  const countedDays = report.days.filter(anyCount);
  // The first and the last day's dates stand under the outer columns. A short range is narrow
  // (two days at 390 px: some 45 px for two dates of 70 px): the row of dates then grows to both
  // sides beyond the columns, still centred under them, so the dates never run into each other.
  const percent = (slotCount: number) => `${(slotCount / slots) * 100}%`;
  const single = report.from === report.to;

  return (
    <section className="funnel-days" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="funnel-days__title">
        {t('perDay')}
      </h3>
      <div className="funnel-days__choice" role="group" aria-label={t('stepChoice')}>
        {steps.map((step) => (
          <button key={step} type="button" className="funnel-chip" aria-pressed={step === chosen} onClick={() => setChosen(step)}>
            {t(`steps.${step}`)}
          </button>
        ))}
      </div>
      <figure className="funnel-days__figure">
        <div className="funnel-days__plot">
          <span className="funnel-days__max" aria-hidden="true">
            {t('maxLabel', { max: formatInteger(max) })}
          </span>
          <svg
            className="funnel-days__svg"
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={t('dayChart', { label, range: rangeText(report.from, report.to), total: formatInteger(report.totals[chosen]), max: formatInteger(max) })}
          >
            <line x1="0" y1={height} x2={width} y2={height} className="funnel-days__axis" vectorEffect="non-scaling-stroke" />
            {max > 0 &&
              report.days.map((day, index) =>
                day[chosen] > 0 ? (
                  <rect
                    key={day.date}
                    className="funnel-days__bar"
                    x={(offset + index) * slot + slot * (gap / 2)}
                    width={slot * (1 - gap)}
                    y={height - (day[chosen] / max) * height}
                    height={(day[chosen] / max) * height}
                  >
                    <title>{t('barTitle', { date: isoDate(day.date), count: formatInteger(day[chosen]), label })}</title>
                  </rect>
                ) : null,
              )}
          </svg>
        </div>
        <figcaption className="funnel-days__axis-labels" aria-hidden="true">
          <span
            className={`funnel-days__dates${single ? ' funnel-days__dates--single' : ''}`}
            style={{ left: percent(offset + counts.length / 2), width: percent(counts.length) }}
          >
            <span className="funnel-days__date">{isoDate(report.from)}</span>
            {!single && <span className="funnel-days__date">{isoDate(report.to)}</span>}
          </span>
        </figcaption>
      </figure>
      <details className="funnel-table">
        <summary>{t('table')}</summary>
        {/* focusable: on a narrow screen the table scrolls sideways, also by keyboard */}
        <div className="funnel-table__scroll" role="region" aria-label={t('table')} tabIndex={0}>
          <table>
            <caption className="visually-hidden">{t('tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('day')}</th>
                {steps.map((step) => (
                  <th key={step} scope="col">
                    {t(`steps.${step}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {countedDays.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{isoDate(day.date)}</th>
                  {steps.map((step) => (
                    <td key={step}>{formatInteger(day[step])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/**
 * The funnel of an event (shared/src/funnel.ts): the steps with their totals and conversions, and
 * one step per day. Shared by the event page and the dashboard; loading and errors stay with the
 * caller's query.
 */
export function FunnelChart({ report }: { report: FunnelReport }) {
  const { t } = useTranslation(NS);
  const empty = FUNNEL_STEPS.every((step) => report.totals[step] === 0);
  return (
    <div className="funnel">
      <p className="funnel__range muted">{t('range', { range: rangeText(report.from, report.to) })}</p>
      {empty ? (
        <div className="funnel-empty" role="status">
          <p className="funnel-empty__title">{t('emptyTitle')}</p>
          <p className="muted">{t('emptyText')}</p>
        </div>
      ) : (
        <>
          <FunnelSteps report={report} />
          <DailyBars report={report} />
          <p className="funnel__note muted">{t('privacy')}</p>
        </>
      )}
    </div>
  );
}
