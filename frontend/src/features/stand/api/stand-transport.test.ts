import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import type { QueuedSubmit } from '../queue/queue-store';
import { outcomeOf, standTransport } from './stand-transport';
import { ApiError } from '@/lib/api-client';

const entry: QueuedSubmit = {
  kind: 'submit',
  id: '7f1c1f5e-6f0e-4b8e-9d7e-0a8c1b2c3d4e',
  seq: 1,
  capturedAt: '2026-11-25T10:00:00.000Z',
  answers: { email: 'a@example.org', name: '', customField1: '', customField2: '', consent: true },
  formToken: null,
};

describe('stand transport', () => {
  it('sends the visitor again without the capture time when the server refuses the time, so the visitor is kept', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf';
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        bodies.push(body);
        return body.capturedAt
          ? jsonResponse({ statusCode: 400, code: 'LEADS_CAPTURED_BEFORE_DEVICE', message: 'Die Erfassungszeit liegt vor der Anmeldung dieses Geräts.' }, 400)
          : jsonResponse({ requiresConfirmation: true, leadId: 'lead-1' }, 201);
      }),
    );
    const outcome = await standTransport({ companySlug: 'acme', eventSlug: 'messe' }, () => 'token').submit(entry);
    expect(outcome).toEqual({ status: 'sent', leadId: 'lead-1' });
    expect(bodies.map((body) => body.submissionId)).toEqual([entry.id, entry.id]);
    expect(bodies[1]).not.toHaveProperty('capturedAt');
  });

  it('sends a visitor whose answers the server refuses only once: only a refused capture time is worth a second try', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf';
    const message = 'Bitte gib eine gültige E-Mail-Adresse ein.';
    const post = vi.fn(async () => jsonResponse({ statusCode: 400, code: 'LEADS_INVALID_ANSWERS', message, errors: { email: message } }, 400));
    vi.stubGlobal('fetch', post);
    const outcome = await standTransport({ companySlug: 'acme', eventSlug: 'messe' }, () => 'token').submit(entry);
    expect(outcome).toEqual({ status: 'rejected', message });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('keeps what a later try may send and drops only what never succeeds', () => {
    expect(outcomeOf(new TypeError('Failed to fetch'))).toEqual({ status: 'retry' });
    expect(outcomeOf(new ApiError('x', 503, 'Wartung'))).toEqual({ status: 'retry', message: 'Wartung' });
    expect(outcomeOf(new ApiError('x', 429, 'Zu viele'))).toMatchObject({ status: 'retry' });
    expect(outcomeOf(new ApiError('x', 403, 'Sicherheit'))).toMatchObject({ status: 'retry' });
    expect(outcomeOf(new ApiError('x', 401))).toEqual({ status: 'unauthorised' });
    expect(outcomeOf(new ApiError('x', 400, 'Bitte gib eine gültige E-Mail-Adresse ein.'))).toEqual({
      status: 'rejected',
      message: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    });
    expect(outcomeOf(new ApiError('x', 410, 'Event nicht mehr verfügbar'))).toMatchObject({ status: 'rejected' });
  });
});
