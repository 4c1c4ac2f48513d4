import type { Lead, LeadsPageData } from '../types';
import { mergeChanges } from './merge-changes';

const lead = (id: string, minute: number, over: Partial<Lead> = {}): Lead => ({
  id,
  eventId: 'e',
  event: { name: 'Messe' },
  name: `Person ${id}`,
  email: `${id}@firma.de`,
  customField1: null,
  customField2: null,
  doiConfirmed: false,
  doiConfirmedAt: null,
  doiResentAt: null,
  status: 'pending',
  rating: null,
  tags: [],
  source: 'form',
  notedAt: null,
  qualifiedAt: null,
  createdAt: `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`,
  ...over,
});

const page = (leads: Lead[], next: string | null, total = 10): LeadsPageData => ({ leads, next, total, cursor: 's1.1.x' });

describe('mergeChanges', () => {
  const d = lead('d', 40);
  const c = lead('c', 30);
  const b = lead('b', 20);
  const a = lead('a', 10);
  const pages = [page([d, c], '/api/leads?cursor=2', 4), page([b, a], null)];

  it('puts a new lead first, counts it and names it as arrived', () => {
    const e = lead('e', 50);
    const result = mergeChanges(pages, [e], 's1.2.x');
    expect(result.pages[0].leads).toEqual([e, d, c]);
    expect(result.pages[0]).toMatchObject({ total: 5, cursor: 's1.2.x' });
    expect(result.arrived).toEqual([e]);
    // the untouched page and rows keep their objects (memoised rows do not render again)
    expect(result.pages[1]).toBe(pages[1]);
    expect(result.pages[0].leads[1]).toBe(d);
  });

  it('replaces a changed lead in place and drops a removed one', () => {
    const confirmed = { ...b, doiConfirmed: true, status: 'confirmed' as const };
    const result = mergeChanges(pages, [confirmed, { id: 'c', removed: true }], 's1.3.x');
    expect(result.pages.flatMap((p) => p.leads)).toEqual([d, confirmed, a]);
    expect(result.pages[0].total).toBe(3);
    expect(result.arrived).toEqual([]);
  });

  it('places an older lead that came back into the filter at its place, and ignores one older than what is loaded', () => {
    const notAll = [page([d, c], '/p2', 9)];
    const between = lead('x', 35);
    const older = lead('y', 1);
    const result = mergeChanges(notAll, [between, older], 's1.4.x');
    expect(result.pages[0].leads).toEqual([d, between, c]);
    expect(result.arrived).toEqual([]);
    expect(result.pages[0].total).toBe(10);

    const spread = mergeChanges(pages, [lead('z', 15)], 's1.5.x');
    expect(spread.pages.flatMap((p) => p.leads).map((l) => l.id)).toEqual(['d', 'c', 'b', 'z', 'a']);
  });

  it('keeps the cursor of an unchanged answer', () => {
    expect(mergeChanges(pages, [], 's1.9.x').pages[0].cursor).toBe('s1.9.x');
  });
});
