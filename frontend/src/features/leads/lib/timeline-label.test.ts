import { timelineLabel } from './timeline-label';

const at = '2026-11-20T10:00:00.000Z';

describe('timelineLabel', () => {
  it("names an API key as 'API-Schlüssel „<name>“'", () => {
    expect(timelineLabel({ type: 'LeadQualified', at, actor: 'organiser', label: 'Bewertung: heiß', by: { kind: 'api-key', name: 'Zapier' } })).toBe(
      'Bewertung: heiß · über API-Schlüssel „Zapier“',
    );
  });

  it("replaces a plain '· von <name>' and keeps a label that names the key already", () => {
    expect(timelineLabel({ type: 'LeadQualified', at, actor: 'organiser', label: 'Tags: Messe · von Zapier', by: { kind: 'api-key', name: 'Zapier' } })).toBe(
      'Tags: Messe · über API-Schlüssel „Zapier“',
    );
    const named = 'Bewertung: kalt · über API-Schlüssel „Make“';
    expect(timelineLabel({ type: 'LeadQualified', at, actor: 'organiser', label: named, by: { kind: 'api-key', name: 'Make' } })).toBe(named);
  });

  it("leaves members' and stand devices' labels as the server wrote them", () => {
    const label = 'Notiz geändert · von Olga Schneider';
    expect(timelineLabel({ type: 'LeadNoted', at, actor: 'organiser', label, by: { kind: 'member', name: 'Olga Schneider' } })).toBe(label);
    expect(timelineLabel({ type: 'DoiMailSent', at, actor: 'system', label: 'Bestätigungs-E-Mail gesendet', by: null })).toBe('Bestätigungs-E-Mail gesendet');
  });
});
