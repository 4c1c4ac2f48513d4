import { LeadSecrets } from '../../src/modules/lead-log/services/lead-secrets.service';
import type { TestApp, TestClient } from './test-app';

export interface EventJson {
  id: string;
  slug: string;
  name: string;
  [field: string]: unknown;
}

let counter = 0;

/** Creates an event through the API as the signed-in client (the first one of an account is free). */
export async function createEvent(client: TestClient, fields: Record<string, unknown> = {}): Promise<EventJson> {
  counter += 1;
  const res = await client.post('/api/events', {
    name: `Messe ${counter}`,
    slug: `messe-${Date.now().toString(36)}-${counter}`,
    startDate: '2026-01-01',
    endDate: '2099-12-31',
    downloadUrl: 'https://example.com/katalog.pdf',
    ...fields,
  });
  if (res.status !== 201) throw new Error(`create event answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.event;
}

/** A form token as if the visitor had spent `ageMs` on the form. */
export function formToken(t: TestApp, eventId: string, ageMs = 5_000): string {
  return t.app.get(LeadSecrets).issueFormToken(eventId, Date.now() - ageMs);
}
