import { readPdf } from '../../../../test/support/pdf';
import type { LeadDetail } from './lead-detail';
import { renderConsentProof } from './consent-proof.pdf';

const submittedAt = new Date('2026-03-04T09:15:00Z');

const detail: LeadDetail = {
  id: '7d3f0c2e-5b1a-4c8e-9f00-1a2b3c4d5e6f',
  eventId: '0b7e4c1d-2a3f-4e5d-8c9b-0a1b2c3d4e5f',
  event: { name: 'Hannover Messe' },
  status: 'confirmed',
  name: 'Berta Besucherin',
  email: 'berta@example.org',
  createdAt: submittedAt,
  rating: null,
  tags: [],
  source: 'form',
  note: null,
  answers: [
    { label: 'Name', value: 'Berta Besucherin' },
    { label: 'E-Mail', value: 'berta@example.org' },
  ],
  consent: {
    text: 'Ich willige ein, dass mich die Muster AG zu ihren Produkten per E-Mail kontaktiert.',
    textHash: 'a'.repeat(64),
    formVersion: 3,
    doubleOptIn: true,
    submittedAt,
    submitIpHash: 'b'.repeat(64),
    submitUserAgent: 'Mozilla/5.0',
    confirmedAt: new Date('2026-03-04T09:20:00Z'),
    confirmIpHash: null,
    confirmUserAgent: null,
    doiMessageIds: ['<doi@fairleads>'],
    welcomeMessageIds: [],
  },
  timeline: [{ type: 'LeadCaptured', at: submittedAt, actor: 'visitor', label: 'Formular abgeschickt', by: null }],
};

describe('consent proof PDF', () => {
  it('names its source in words a data-protection officer understands, not an internal table', async () => {
    const pdf = await renderConsentProof(detail, { timeZone: 'Europe/Berlin', generatedAt: new Date('2026-03-05T10:00:00Z') });
    const { pages, text } = readPdf(pdf);
    const flat = text.replace(/\s+/g, ' ');
    expect(pages).toBe(1);
    expect(flat).toContain('IP-Adressen sind nur als Hash gespeichert. Die Angaben stammen aus dem unveränderlichen Protokoll der Einwilligung.');
    expect(flat).not.toMatch(/lead_events|[a-z]+_[a-z]+\)/);
  });
});
