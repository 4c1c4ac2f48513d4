/*
 * What the API hands the visitor pages' renderer (frontend/src/visitor/server.tsx, a Vite SSR
 * build the API loads): one of these per page. Shared by both sides as
 * '@fairleads/shared/visitor-page'; plain data only, the page's script receives parts of it as JSON.
 */

/** The languages of the visitor pages (backend/src/common/i18n/locale.ts decides per request). */
export type Locale = 'de' | 'en';

export interface EventBrand {
  name: string;
  primaryColor: string | null;
  secondaryColor: string | null;
  backgroundColor: string | null;
  logoUrl: string | null;
  headerImageUrl: string | null;
}

/**
 * The lead form's fields as the organiser set them: the name (required or not) and two custom
 * fields (a label turns one on, options make it a choice). The organiser's event, the visitor's
 * form and the server's submission rules all read them in this shape.
 */
export interface LeadFormFields {
  nameRequired: boolean;
  customField1: string | null;
  customField2: string | null;
  customField1Required: boolean;
  customField2Required: boolean;
  customField1Options: string[];
  customField2Options: string[];
}

/** The form as the visitor sees it, the organiser's texts already in the page's language. */
export interface FormView extends LeadFormFields {
  brand: EventBrand;
  introText: string | null;
  privacyText: string | null;
  privacyUrl: string | null;
  submitButtonText: string | null;
  /** Signed by the server: when the form was served (minimum fill time); posted back hidden. */
  formToken: string;
  /**
   * The idempotency key of this filled form (issue 18), posted back hidden: a repeat of the same
   * post (a double tap, a resend after the network came back) records nothing new. The page
   * script replaces it with one made in the browser.
   */
  submissionId: string;
}

export type LeadFieldName = 'email' | 'name' | 'customField1' | 'customField2' | 'consent';
export type LeadFormErrors = Partial<Record<LeadFieldName, string>>;

export interface LeadFormValues {
  email: string;
  name: string;
  customField1: string;
  customField2: string;
  consent: boolean;
}

export const EMPTY_VALUES: LeadFormValues = { email: '', name: '', customField1: '', customField2: '', consent: false };

interface PageBase {
  locale: Locale;
  /** The page's own path and query (without `lang`): the language switch and form actions use it. */
  url: string;
}

export type VisitorPage =
  | (PageBase & {
      kind: 'form';
      form: FormView;
      values: LeadFormValues;
      errors: LeadFormErrors;
      /** A failure that belongs to no field (form expired, too many tries): shown above the button. */
      problem: string | null;
    })
  | (PageBase & { kind: 'form-success'; brand: EventBrand; downloadUrl: string | null })
  | (PageBase & { kind: 'limit'; brand: EventBrand })
  | (PageBase & { kind: 'unavailable' })
  | (PageBase & {
      kind: 'email-confirmation';
      brand: EventBrand | null;
      email: string | null;
      /** Signed proof of the submit; lets this page resend the mail without the form's values. */
      receipt: string | null;
      formPath: string | null;
      /** Epoch ms when the server sends the mail again; null: now. */
      resendAvailableAt: number | null;
      notice: 'sent' | 'held' | 'failed' | null;
      /** The server's clock when it rendered the page (the countdown runs against it). */
      renderedAt: number;
    })
  | (PageBase & {
      kind: 'confirm';
      /** ask: the link is valid and not yet used (confirmation needs a click or the page script). */
      state: 'ask' | 'confirmed' | 'invalid' | 'failed';
      brand: EventBrand | null;
      downloadUrl: string | null;
      ctaText: string | null;
      message: string | null;
      /**
       * invalid: why. unknown: no lead has this link (a newer mail replaced it, it was cut off,
       * or the event's data were deleted); erased: the visitor's data were deleted meanwhile.
       */
      reason: 'unknown' | 'erased' | null;
      /** invalid: the event's form when the event is known, else null (the page links the site's home). */
      formUrl: string | null;
    })
  | (PageBase & {
      /**
       * The erase link of a visitor's mails (issue 19). ask: what will be erased and the button;
       * erased: done (or done earlier); invalid: the link names no lead.
       */
      kind: 'erase';
      state: 'ask' | 'erased' | 'invalid';
      brand: EventBrand | null;
      /** ask: the address the data belong to (the link came to it), and the name if one was given. */
      email: string | null;
      name: string | null;
    })
  | (PageBase & {
      /**
       * The welcome mail's download link /d/{token} that leads nowhere (issue 19): a cut-off link,
       * a deleted lead, or an event without its download any more. brand and formUrl: the lead's
       * event when it still exists (the page then offers its form), else null (the site's home).
       */
      kind: 'download-unavailable';
      /** erased: the visitor erased their data, so the link leads nowhere on purpose; else unknown. */
      reason?: 'unknown' | 'erased';
      brand: EventBrand | null;
      formUrl: string | null;
    })
  | (PageBase & {
      /**
       * The follow-up mails' way out /unsubscribe/{token} (RFC 8058). ready: the button (a GET
       * changes nothing); unsubscribed: no further follow-ups of the event (also the second time);
       * invalid: the link names no lead.
       */
      kind: 'unsubscribe';
      state: 'ready' | 'unsubscribed' | 'invalid';
      brand: EventBrand | null;
    })
  | (PageBase & {
      /** A follow-up's booking button /b/{token}/{step} that leads nowhere: a cut-off link, or the step has no booking address (any more). */
      kind: 'booking-unavailable';
    });

export type VisitorPageKind = VisitorPage['kind'];
