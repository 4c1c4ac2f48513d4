import { Inject, Injectable } from '@nestjs/common';
import type { EventReadiness, ReadinessItem } from '@fairleads/shared/event-readiness';
import type { ConfigType } from '@nestjs/config';
import type { AccountActor } from '../../../common/auth/access-policy';
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locale';
import { localized, type Localized } from '../../../common/i18n/localized';
import { SafeFetcher, SafeFetchError, SafeFetchLimits } from '../../../common/net/safe-fetch';
import { linkCheckConfig } from '../../../config';
import type { EventRecord } from '../domain/event-record';
import { EventsService } from './events.service';

/** One check of the list, its reason in both languages until the answer picks one. */
type Check = Omit<ReadinessItem, 'reason'> & { reason: Localized };


export const LINK_CHECK_LIMITS: SafeFetchLimits = { timeoutMs: 5_000, maxBytes: 1024 * 1024, maxRedirects: 5 };

/** Why a link does not answer, in the organiser's words. */
function failureReason(error: unknown): Localized {
  if (error instanceof SafeFetchError) {
    switch (error.failure) {
      case 'forbidden':
        return localized('die Adresse zeigt auf ein internes Netz oder ist keine http(s)-Adresse', 'the address points to an internal network or is no http(s) address');
      case 'timeout': {
        const seconds = LINK_CHECK_LIMITS.timeoutMs / 1000;
        return localized(`keine Antwort innerhalb von ${seconds} Sekunden`, `no answer within ${seconds} seconds`);
      }
      case 'tooManyRedirects':
        return localized('zu viele Weiterleitungen', 'too many redirects');
      default:
        return localized('der Server ist nicht erreichbar', 'the server cannot be reached');
    }
  }
  if (error instanceof LinkAnswer) return error.reason;
  throw error;
}

/** A status or type that makes a link unusable, found while checking it. */
class LinkAnswer extends Error {
  constructor(readonly reason: Localized) {
    super(reason.de);
  }
}

const refusedWith = (code: number) => new LinkAnswer(localized(`der Server antwortet mit ${code}`, `the server answers with ${code}`));

/** The images' names in the reasons: [German, English]. */
const IMAGE_NAMES = { logo: ['Logo', 'Logo'], headerImage: ['Header-Bild', 'Header image'] } as const;

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

  /** The checklist, its reasons in `locale` (the request's language). */
  async check(actor: AccountActor, eventId: string, locale: Locale = DEFAULT_LOCALE): Promise<EventReadiness> {
    const event = await this.events.getOwned(actor.accountId, eventId);
    const uploads = this.events.uploadedImageUrls(event);
    const checks = await Promise.all([
      this.privacyUrl(event),
      this.downloadUrl(event),
      this.image('logo', uploads.logo, event.logoUrl),
      this.image('headerImage', uploads.header, event.headerImageUrl),
      this.testMail(event),
    ]);
    const items: ReadinessItem[] = checks.map(({ reason, ...item }) => ({ ...item, reason: reason[locale] }));
    return { ready: items.every((item) => item.ok), items };
  }

  private async privacyUrl(event: EventRecord): Promise<Check> {
    return event.privacyUrl?.trim()
      ? { id: 'privacyUrl', ok: true, reason: localized('Die Datenschutz-URL ist hinterlegt.', 'The privacy policy URL is set.') }
      : {
          id: 'privacyUrl',
          ok: false,
          reason: localized('Keine Datenschutz-URL hinterlegt: Das Formular verlinkt deine Datenschutzerklärung nicht.', 'No privacy policy URL set: the form does not link your privacy policy.'),
        };
  }

  private async downloadUrl(event: EventRecord): Promise<Check> {
    try {
      const { status } = await this.fetcher.fetch(event.downloadUrl, {
        headers: { 'User-Agent': 'FairLeads-LinkCheck/1.0', Accept: '*/*' },
        readBody: false,
        inspect: (code) => {
          if (code < 200 || code >= 300) throw refusedWith(code);
        },
      });
      return { id: 'downloadUrl', ok: true, reason: localized(`Der Download-Link antwortet (${status}).`, `The download link answers (${status}).`) };
    } catch (error) {
      const why = failureReason(error);
      return { id: 'downloadUrl', ok: false, reason: localized(`Download-Link nicht erreichbar: ${why.de}.`, `Download link not reachable: ${why.en}.`) };
    }
  }

  /** An uploaded image is ours; a URL must be https (the pages' CSP allows no http images) and answer with an image. */
  private async image(id: 'logo' | 'headerImage', uploaded: string | null, url: string | null): Promise<Check> {
    const [de, en] = IMAGE_NAMES[id];
    if (uploaded) return { id, ok: true, reason: localized(`${de} hochgeladen: FairLeads liefert es selbst aus.`, `${en} uploaded: FairLeads serves it itself.`) };
    if (!url?.trim()) return { id, ok: true, reason: localized(`Kein ${de} gesetzt (optional).`, `No ${en.toLowerCase()} set (optional).`) };
    if (!/^https:/i.test(url.trim())) {
      return {
        id,
        ok: false,
        reason: localized(
          `${de} nicht erreichbar: nur https. Browser zeigen Bilder über http:// auf dem Formular nicht an.`,
          `${en} not reachable: https only. Browsers do not show images over http:// on the form.`,
        ),
      };
    }
    try {
      await this.fetcher.fetch(url, {
        headers: { 'User-Agent': 'FairLeads-LinkCheck/1.0', Accept: 'image/*' },
        readBody: false,
        inspect: (code, headers) => {
          if (code < 200 || code >= 300) throw refusedWith(code);
          if (!/^image\//i.test(String(headers['content-type'] ?? ''))) throw new LinkAnswer(localized('unter der Adresse liegt kein Bild', 'there is no image at the address'));
        },
      });
      return { id, ok: true, reason: localized(`${de} lädt über https.`, `${en} loads over https.`) };
    } catch (error) {
      const why = failureReason(error);
      return { id, ok: false, reason: localized(`${de} nicht erreichbar: ${why.de}.`, `${en} not reachable: ${why.en}.`) };
    }
  }

  private async testMail(event: EventRecord): Promise<Check> {
    return (await this.events.lastTestMailSentAt(event.id))
      ? { id: 'testMail', ok: true, reason: localized('Eine Test-E-Mail wurde gesendet.', 'A test email was sent.') }
      : {
          id: 'testMail',
          ok: false,
          reason: localized(
            'Noch keine Test-E-Mail gesendet: Schicke dir im Tab „E-Mails“ eine, um Text und Links zu prüfen.',
            'No test email sent yet: send yourself one in the “Emails” tab to check text and links.',
          ),
        };
  }
}
