import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { appConfig } from '../../../config';

/** Below this a form was filled faster than a person can; above the upper bound the page is stale. */
export const FORM_TOKEN_MIN_AGE_MS = 1_500;
export const FORM_TOKEN_MAX_AGE_MS = 24 * 3_600_000;
export const RECEIPT_MAX_AGE_MS = 24 * 3_600_000;

export type FormTokenCheck = 'ok' | 'invalid' | 'too-fast';

/**
 * The links in a visitor's mails that name their lead: the counted download link, the erase link,
 * and the follow-ups' one-click unsubscribe link and counted booking button.
 */
export type LeadLinkPurpose = 'download' | 'erase' | 'unsubscribe' | 'booking';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Keyed hashes and tokens for the visitor side, each with its own key derived from the
 * session secret:
 * - IP addresses are stored only as keyed hashes (the IPv4 space cannot be brute-forced back);
 * - the confirmation token is derived from a per-lead nonce, so a re-sent mail carries the same
 *   link, and only its sha256 is stored;
 * - the form token stamps when the form was served, for the minimum fill time;
 * - the lead links (download, erase, unsubscribe, booking) name the lead with a keyed signature per purpose: they do
 *   not expire, so a mail's links keep working, and a link of one purpose opens nothing else.
 */
@Injectable()
export class LeadSecrets {
  private readonly ipKey: Buffer;
  private readonly doiKey: Buffer;
  private readonly formKey: Buffer;
  private readonly receiptKey: Buffer;
  private readonly linkKeys: Record<LeadLinkPurpose, Buffer>;

  constructor(@Inject(appConfig.KEY) app: ConfigType<typeof appConfig>) {
    const derive = (purpose: string) => createHmac('sha256', app.sessionSecret).update(`fairleads:${purpose}`).digest();
    this.ipKey = derive('ip-hash');
    this.doiKey = derive('doi-token');
    this.formKey = derive('form-token');
    this.receiptKey = derive('visitor-receipt');
    this.linkKeys = {
      download: derive('lead-link:download'),
      erase: derive('lead-link:erase'),
      unsubscribe: derive('lead-link:unsubscribe'),
      booking: derive('lead-link:booking'),
    };
  }

  /** `<leadId>.<signature>`: the token of a lead's download or erase link. */
  leadLinkToken(purpose: LeadLinkPurpose, leadId: string): string {
    return `${leadId}.${this.leadLinkSignature(purpose, leadId)}`;
  }

  /** The lead a link token names, or null for anything else (also another purpose's token). */
  readLeadLinkToken(purpose: LeadLinkPurpose, token: unknown): string | null {
    if (typeof token !== 'string' || token.length > 80) return null;
    const [leadId, signature, ...rest] = token.split('.');
    if (rest.length || !signature || !UUID_PATTERN.test(leadId ?? '')) return null;
    const expected = Buffer.from(this.leadLinkSignature(purpose, leadId));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? leadId : null;
  }

  private leadLinkSignature(purpose: LeadLinkPurpose, leadId: string): string {
    return createHmac('sha256', this.linkKeys[purpose]).update(leadId).digest('base64url').slice(0, 22);
  }

  hashIp(ip: string | undefined): string | null {
    return ip ? createHmac('sha256', this.ipKey).update(ip).digest('hex').slice(0, 32) : null;
  }

  newTokenNonce(): string {
    return randomBytes(16).toString('base64url');
  }

  confirmationToken(leadId: string, nonce: string): string {
    return createHmac('sha256', this.doiKey).update(`${leadId}:${nonce}`).digest('base64url');
  }

  hashToken(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  issueFormToken(eventId: string, now = Date.now()): string {
    return `${now.toString(36)}.${this.formSignature(eventId, now)}`;
  }

  checkFormToken(token: unknown, eventId: string, now = Date.now()): FormTokenCheck {
    if (typeof token !== 'string') return 'invalid';
    const [stamp, signature] = token.split('.');
    const issuedAt = parseInt(stamp ?? '', 36);
    if (!signature || !Number.isFinite(issuedAt)) return 'invalid';
    const expected = Buffer.from(this.formSignature(eventId, issuedAt));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    const age = now - issuedAt;
    if (age > FORM_TOKEN_MAX_AGE_MS || age < -60_000) return 'invalid';
    return age < FORM_TOKEN_MIN_AGE_MS ? 'too-fast' : 'ok';
  }

  /**
   * The visitor's receipt for a submit: names the lead, so the e-mail confirmation page can show
   * the address and resend the mail, and the success page its download, without anything stored
   * in the browser. Valid for a day.
   */
  issueReceipt(leadId: string, now = Date.now()): string {
    const body = `${leadId}.${now.toString(36)}`;
    return `${body}.${this.receiptSignature(body)}`;
  }

  readReceipt(receipt: unknown, now = Date.now()): string | null {
    if (typeof receipt !== 'string' || receipt.length > 120) return null;
    const at = receipt.lastIndexOf('.');
    const body = receipt.slice(0, at);
    const [leadId, stamp] = body.split('.');
    const issuedAt = parseInt(stamp ?? '', 36);
    if (at < 0 || !leadId || !Number.isFinite(issuedAt) || now - issuedAt > RECEIPT_MAX_AGE_MS) return null;
    const expected = Buffer.from(this.receiptSignature(body));
    const given = Buffer.from(receipt.slice(at + 1));
    return expected.length === given.length && timingSafeEqual(expected, given) ? leadId : null;
  }

  private receiptSignature(body: string): string {
    return createHmac('sha256', this.receiptKey).update(body).digest('base64url').slice(0, 22);
  }

  private formSignature(eventId: string, issuedAt: number): string {
    return createHmac('sha256', this.formKey).update(`${eventId}:${issuedAt}`).digest('base64url').slice(0, 22);
  }
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
