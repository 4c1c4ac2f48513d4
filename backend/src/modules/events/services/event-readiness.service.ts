import { Inject, Injectable } from '@nestjs/common';
import type { EventReadiness, ReadinessItem } from '@fairleads/shared/event-readiness';
import type { ConfigType } from '@nestjs/config';
import type { AccountActor } from '../../../common/auth/access-policy';
import { SafeFetcher, SafeFetchError, SafeFetchLimits } from '../../../common/net/safe-fetch';
import { linkCheckConfig } from '../../../config';
import type { EventRecord } from '../domain/event-record';
import { EventsService } from './events.service';


export const LINK_CHECK_LIMITS: SafeFetchLimits = { timeoutMs: 5_000, maxBytes: 1024 * 1024, maxRedirects: 5 };

/** Why a link does not answer, in the organiser's words. */
function failureReason(error: unknown): string {
  if (error instanceof SafeFetchError) {
    switch (error.failure) {
      case 'forbidden':
        return 'die Adresse zeigt auf ein internes Netz oder ist keine http(s)-Adresse';
      case 'timeout':
        return `keine Antwort innerhalb von ${LINK_CHECK_LIMITS.timeoutMs / 1000} Sekunden`;
      case 'tooManyRedirects':
        return 'zu viele Weiterleitungen';
      default:
        return 'der Server ist nicht erreichbar';
    }
  }
  if (error instanceof LinkAnswer) return error.message;
  throw error;
}

/** A status or type that makes a link unusable, found while checking it. */
class LinkAnswer extends Error {}

/**
 * Ready to publish: the checklist of an event's settings page. Links are fetched by the server
 * through the SSRF-safe fetcher (common/net): public addresses only, also after DNS and every
 * redirect, five seconds each, the body not downloaded.
 */
@Injectable()
export class EventReadinessService {
  private readonly fetcher: SafeFetcher;

  constructor(
    @Inject(linkCheckConfig.KEY) config: ConfigType<typeof linkCheckConfig>,
    private readonly events: EventsService,
  ) {
    this.fetcher = new SafeFetcher(config.allowHosts, LINK_CHECK_LIMITS);
  }

  async check(actor: AccountActor, eventId: string): Promise<EventReadiness> {
    const event = await this.events.getOwned(actor.accountId, eventId);
    const uploads = this.events.uploadedImageUrls(event);
    const items = await Promise.all([
      this.privacyUrl(event),
      this.downloadUrl(event),
      this.image('logo', 'Logo', uploads.logo, event.logoUrl),
      this.image('headerImage', 'Header-Bild', uploads.header, event.headerImageUrl),
      this.testMail(event),
    ]);
    return { ready: items.every((item) => item.ok), items };
  }

  private async privacyUrl(event: EventRecord): Promise<ReadinessItem> {
    return event.privacyUrl?.trim()
      ? { id: 'privacyUrl', ok: true, reason: 'Die Datenschutz-URL ist hinterlegt.' }
      : { id: 'privacyUrl', ok: false, reason: 'Keine Datenschutz-URL hinterlegt: Das Formular verlinkt deine Datenschutzerklärung nicht.' };
  }

  private async downloadUrl(event: EventRecord): Promise<ReadinessItem> {
    try {
      const { status } = await this.fetcher.fetch(event.downloadUrl, {
        headers: { 'User-Agent': 'FairLeads-LinkCheck/1.0', Accept: '*/*' },
        readBody: false,
        inspect: (code) => {
          if (code < 200 || code >= 300) throw new LinkAnswer(`der Server antwortet mit ${code}`);
        },
      });
      return { id: 'downloadUrl', ok: true, reason: `Der Download-Link antwortet (${status}).` };
    } catch (error) {
      return { id: 'downloadUrl', ok: false, reason: `Download-Link nicht erreichbar: ${failureReason(error)}.` };
    }
  }

  /** An uploaded image is ours; a URL must be https (the pages' CSP allows no http images) and answer with an image. */
  private async image(id: 'logo' | 'headerImage', label: string, uploaded: string | null, url: string | null): Promise<ReadinessItem> {
    if (uploaded) return { id, ok: true, reason: `${label} hochgeladen: FairLeads liefert es selbst aus.` };
    if (!url?.trim()) return { id, ok: true, reason: `Kein ${label} gesetzt (optional).` };
    if (!/^https:/i.test(url.trim())) return { id, ok: false, reason: `${label} nicht erreichbar: nur https. Browser zeigen Bilder über http:// auf dem Formular nicht an.` };
    try {
      await this.fetcher.fetch(url, {
        headers: { 'User-Agent': 'FairLeads-LinkCheck/1.0', Accept: 'image/*' },
        readBody: false,
        inspect: (code, headers) => {
          if (code < 200 || code >= 300) throw new LinkAnswer(`der Server antwortet mit ${code}`);
          if (!/^image\//i.test(String(headers['content-type'] ?? ''))) throw new LinkAnswer('unter der Adresse liegt kein Bild');
        },
      });
      return { id, ok: true, reason: `${label} lädt über https.` };
    } catch (error) {
      return { id, ok: false, reason: `${label} nicht erreichbar: ${failureReason(error)}.` };
    }
  }

  private async testMail(event: EventRecord): Promise<ReadinessItem> {
    return (await this.events.lastTestMailSentAt(event.id))
      ? { id: 'testMail', ok: true, reason: 'Eine Test-E-Mail wurde gesendet.' }
      : { id: 'testMail', ok: false, reason: 'Noch keine Test-E-Mail gesendet: Schicke dir im Tab „E-Mails“ eine, um Text und Links zu prüfen.' };
  }
}
