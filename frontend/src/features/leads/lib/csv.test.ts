import type { Lead } from '../types';
import { buildLeadsCsv, CSV_COLUMNS, csvCell, csvFileName } from './csv';

const lead = (over: Partial<Lead> = {}): Lead => ({
  id: 1,
  eventId: 7,
  event: { name: 'Messe Wien' },
  name: 'Erika Muster',
  email: 'erika@firma.de',
  customField1: 'Vertrieb',
  customField2: null,
  doiConfirmed: true,
  doiConfirmedAt: '2026-11-20T10:05:00.000Z',
  doiResentAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

function parseLine(line: string): string[] {
  return line.slice(1, -1).split('","').map((cell) => cell.replace(/""/g, '"'));
}

describe('CSV export', () => {
  it('starts with a UTF-8 BOM and the spec columns, CRLF line ends', () => {
    const csv = buildLeadsCsv([lead()]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(parseLine(lines[0])).toEqual([...CSV_COLUMNS]);
    expect(CSV_COLUMNS).toEqual([
      'Name',
      'Email',
      'Event',
      'Custom Field 1',
      'Custom Field 2',
      'Status',
      'Date',
      'Confirmed At',
    ]);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
  });

  it('writes one row per lead with Confirmed/Pending and German dates', () => {
    const csv = buildLeadsCsv([lead(), lead({ id: 2, name: null, doiConfirmed: false, doiConfirmedAt: null })]);
    const [, first, second] = csv.slice(1).split('\r\n').map(parseLine);
    expect(first.slice(0, 6)).toEqual(['Erika Muster', 'erika@firma.de', 'Messe Wien', 'Vertrieb', '', 'Confirmed']);
    expect(first[6]).toMatch(/^20\.11\.2026, \d{2}:\d{2}:\d{2}$/);
    expect(first[7]).toMatch(/^20\.11\.2026/);
    expect(second[0]).toBe('');
    expect(second[5]).toBe('Pending');
    expect(second[7]).toBe('');
  });

  it('quotes every cell and doubles inner quotes; commas and line breaks stay inside', () => {
    expect(csvCell('Sag "Hallo", Welt')).toBe('"Sag ""Hallo"", Welt"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(null)).toBe('""');
  });

  it('neutralises cells that start with = + - @ (and tab) with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+43 1 234')).toBe('"\'+43 1 234"');
    expect(csvCell('-1')).toBe('"\'-1"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\tx')).toBe('"\'\tx"');
    expect(csvCell('Anna=Bert')).toBe('"Anna=Bert"');
    const csv = buildLeadsCsv([lead({ name: '=cmd|calc' })]);
    expect(csv).toContain('"\'=cmd|calc"');
  });

  it('names the file all_leads_{date}.csv or leads_{event-slug}_{date}.csv', () => {
    const day = new Date(2026, 0, 5, 23, 30);
    expect(csvFileName(null, day)).toBe('all_leads_2026-01-05.csv');
    expect(csvFileName('Messe Wien 2026', day)).toBe('leads_messe-wien-2026_2026-01-05.csv');
    expect(csvFileName('Größte Fachmesse: Köln!', day)).toBe('leads_grosste-fachmesse-koln_2026-01-05.csv');
    expect(csvFileName('!!!', day)).toBe('leads_event_2026-01-05.csv');
  });
});
