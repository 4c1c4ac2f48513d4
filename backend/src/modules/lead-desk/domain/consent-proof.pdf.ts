import PDFDocument from 'pdfkit';
import { RATING_LABELS } from './lead-timeline';
import type { LeadDetail } from './lead-detail';

const MARGIN = 48;
const INK = '#111827';
const MUTED = '#4b5563';

/**
 * The consent proof of one lead as a one-page A4 PDF (PDFKit): who agreed to what, when and from
 * where, as the lead log records it, with the log's timeline. Long texts are cut to their box,
 * so the proof stays one page whatever the consent text; the standard Helvetica covers German.
 */
export function renderConsentProof(detail: LeadDetail, options: { timeZone: string; generatedAt: Date }): Promise<Buffer> {
  const time = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'medium', timeZone: options.timeZone });
  const at = (date: Date | null) => (date ? `${time.format(date)} Uhr` : '–');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Einwilligungsnachweis ${detail.email}`, Author: 'FairLeads', Subject: detail.event.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN;
  const heading = (text: string) => {
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11).fillColor(INK).text(text, MARGIN, undefined, { width });
    doc.moveDown(0.2);
  };
  const row = (label: string, value: string, maxLines = 2) => {
    const y = doc.y;
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(label, MARGIN, y, { width: 150 });
    doc.font('Helvetica').fontSize(8.5).fillColor(INK).text(value || '–', MARGIN + 155, y, { width: width - 155, height: maxLines * 11, ellipsis: true });
    doc.y = Math.max(doc.y, y + 11) + 2;
  };

  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text('Einwilligungsnachweis', MARGIN, MARGIN, { width });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(`${detail.event.name} · erstellt am ${at(options.generatedAt)} aus dem Lead-Protokoll von FairLeads`, { width });

  heading('Kontakt');
  for (const answer of detail.answers) row(answer.label, answer.value);
  row('Status', detail.status === 'confirmed' ? 'Bestätigt' : 'Ausstehend (E-Mail-Adresse noch nicht bestätigt)');
  if (detail.rating || detail.tags.length) row('Qualifizierung', [detail.rating ? RATING_LABELS[detail.rating] : null, ...detail.tags].filter(Boolean).join(' · '));

  const consent = detail.consent;
  heading('Einwilligung');
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text('Einwilligungstext, wie er dem Besucher angezeigt wurde:', MARGIN, undefined, { width });
  doc.moveDown(0.2).font('Helvetica-Oblique').fontSize(8.5).fillColor(INK).text(`„${consent.text}“`, MARGIN + 10, undefined, { width: width - 20, height: 8 * 11, ellipsis: true });
  doc.moveDown(0.4);
  row('SHA-256 des Texts', consent.textHash);
  row('Formularversion', String(consent.formVersion));
  row('Double Opt-In', consent.doubleOptIn ? 'ja' : 'nein (Einwilligung mit dem Absenden)');
  row('Abgeschickt', at(consent.submittedAt));
  row('IP-Adresse (Hash)', consent.submitIpHash ?? '–');
  row('Browser', consent.submitUserAgent ?? '–');
  row('Bestätigt', at(consent.confirmedAt));
  if (consent.confirmIpHash || consent.confirmUserAgent) {
    row('IP-Adresse bei Bestätigung (Hash)', consent.confirmIpHash ?? '–');
    row('Browser bei Bestätigung', consent.confirmUserAgent ?? '–');
  }
  row('Message-IDs Bestätigungs-E-Mail', consent.doiMessageIds.join(', '), 3);
  row('Message-IDs Willkommens-E-Mail', consent.welcomeMessageIds.join(', '), 2);

  heading('Verlauf');
  for (const entry of detail.timeline) {
    if (doc.y > bottom - 40) {
      doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(`… und ${detail.timeline.length - detail.timeline.indexOf(entry)} weitere Einträge`, MARGIN);
      break;
    }
    row(at(entry.at), entry.label, 1);
  }

  doc.font('Helvetica').fontSize(7.5).fillColor(MUTED).text(
    'IP-Adressen sind nur als Hash gespeichert. Die Angaben stammen aus dem unveränderlichen Protokoll der Einwilligung.',
    MARGIN,
    bottom - 10,
    { width, lineBreak: false },
  );
  doc.end();
  return done;
}
