import { vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import type { BillingData } from './api/get-billing-data';

export type Handler = (init?: RequestInit) => Response | Promise<Response>;

/** Stubs fetch by 'METHOD /path' (or just '/path' for any method); unknown calls answer 404. */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = handlers[key] ?? handlers[url];
    if (!handler) return jsonResponse({ message: 'not found' }, 404);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'XSRF-TOKEN=tok';
  return fetchMock;
}

/** The JSON bodies sent to `method path`. */
export function sentBodies(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

export const organiser = {
  id: 7,
  name: 'Erika Muster',
  email: 'erika@messebau.de',
  companySlug: 'messebau',
  eventCredits: 0,
  role: 'user',
};

export const emptyBillingData: BillingData = {
  billingFirstName: null,
  billingLastName: null,
  billingCompanyName: null,
  billingEmail: null,
  billingStreet: null,
  billingZip: null,
  billingCity: null,
  billingCountry: null,
  billingVatId: null,
};

export const savedBillingData: BillingData = {
  billingFirstName: 'Erika',
  billingLastName: 'Muster',
  billingCompanyName: 'Messebau GmbH',
  billingEmail: 'rechnung@messebau.at',
  billingStreet: 'Opernring 1',
  billingZip: '1010',
  billingCity: 'Wien',
  billingCountry: 'AT',
  billingVatId: null,
};

export const paymentsEnabled = { enabled: true, publishableKey: 'pk_test_123', pricePerCreditCents: 4900 };
export const paymentsDisabled = { enabled: false, publishableKey: null, pricePerCreditCents: 4900 };
