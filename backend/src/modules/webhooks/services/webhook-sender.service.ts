import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { WEBHOOK_TIMEOUT_MS, type WebhookPayload } from '@fairleads/shared/webhooks';
import { Webhook } from 'standardwebhooks';
import { PermanentJobError } from '../../../common/outbox/outbox-handler.registry';
import { HostResolver, SafeFetcher, SafeFetchError, SafeFetchLimits, systemResolver } from '../../../common/net/safe-fetch';
import { webhookConfig } from '../../../config';

export const WEBHOOK_USER_AGENT = 'FairLeads-Webhooks/1';

/** Where a test hands in its own DNS answers (a name that resolves to loopback); the system's otherwise. */
export const WEBHOOK_HOST_RESOLVER = Symbol('WEBHOOK_HOST_RESOLVER');

/** The receiver's body is not read (only its status counts), so the byte limit never applies. */
const DELIVERY_LIMITS: SafeFetchLimits = { timeoutMs: WEBHOOK_TIMEOUT_MS, maxBytes: 64 * 1024, maxRedirects: 0 };

/** An attempt that failed in a way a later attempt may not (timeout, network, 408, 429, 5xx). */
export class WebhookAttemptFailed extends Error {
  override name = 'WebhookAttemptFailed';
  constructor(
    message: string,
    readonly statusCode: number | null,
  ) {
    super(message);
  }
}

/** An attempt whose failure retrying cannot fix (another 4xx, a redirect, a refused address); `gone`: 410. */
export class WebhookAttemptRefused extends PermanentJobError {
  override name = 'WebhookAttemptRefused';
  constructor(
    message: string,
    readonly statusCode: number | null,
    readonly gone = false,
  ) {
    super(message);
  }
}

function isRetriedStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * One signed POST after the Standard Webhooks specification, through the SSRF-safe fetcher:
 * public addresses only, also after DNS, connected to the checked address; no redirect is
 * followed (a redirect could lead into the local network, and the signed body was meant for
 * this address). Answers the status of a success; throws WebhookAttemptFailed or -Refused.
 */
@Injectable()
export class WebhookSender {
  private readonly fetcher: SafeFetcher;

  constructor(
    @Inject(webhookConfig.KEY) config: ConfigType<typeof webhookConfig>,
    @Optional() @Inject(WEBHOOK_HOST_RESOLVER) resolve: HostResolver = systemResolver,
  ) {
    this.fetcher = new SafeFetcher(config.allowHosts, DELIVERY_LIMITS, resolve);
  }

  async send(url: string, secret: string, deliveryId: string, payload: WebhookPayload): Promise<number> {
    const body = JSON.stringify(payload);
    // the time of this attempt: receivers refuse a signature older than a few minutes
    const timestamp = new Date();
    const headers = {
      'content-type': 'application/json',
      'user-agent': WEBHOOK_USER_AGENT,
      'webhook-id': deliveryId,
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(deliveryId, timestamp, body),
    };
    let status: number;
    try {
      ({ status } = await this.fetcher.fetch(url, { postBody: Buffer.from(body), headers, readBody: false }));
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      throw failureOf(error);
    }
    if (status >= 200 && status < 300) return status;
    if (status >= 300 && status < 400) throw new WebhookAttemptRefused(`Weiterleitung nicht erlaubt (HTTP ${status}): Bitte trage die endgültige Adresse ein.`, status);
    if (status === 410) throw new WebhookAttemptRefused('Der Empfänger antwortete mit HTTP 410 (Gone): Der Endpunkt wurde deaktiviert.', status, true);
    if (isRetriedStatus(status)) throw new WebhookAttemptFailed(`Der Empfänger antwortete mit HTTP ${status}.`, status);
    throw new WebhookAttemptRefused(`Der Empfänger lehnte die Zustellung ab (HTTP ${status}).`, status);
  }
}

function failureOf(error: SafeFetchError): Error {
  switch (error.failure) {
    case 'forbidden':
      return new WebhookAttemptRefused('Die Adresse zeigt auf ein internes Netz (localhost, private oder lokale IP-Adresse) und wird nicht beliefert.', null);
    case 'timeout':
      return new WebhookAttemptFailed(`Zeitüberschreitung: keine Antwort innerhalb von ${WEBHOOK_TIMEOUT_MS / 1000} Sekunden.`, null);
    default:
      return new WebhookAttemptFailed(`Der Empfänger ist nicht erreichbar (${error.reason}).`, null);
  }
}
