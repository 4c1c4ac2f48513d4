import { vatIdExample } from '@fairleads/shared/vat-rules';
import { AppError } from '../../common/errors/app-error';
import { localized } from '../../common/i18n/localized';

const COUNTRY_IN_ENGLISH = new Intl.DisplayNames(['en'], { type: 'region' });

/** Every message billing shows the user, in one place. */
export const BillingErrors = {
  noEventCredit: () =>
    new AppError(
      402,
      'BILLING_NO_EVENT_CREDIT',
      localized(
        'Keine Event-Credits verfügbar. Bitte kaufe ein weiteres Event (49 EUR), um ein neues Event zu erstellen.',
        'No event credits available. Please buy another event (49 EUR) to create a new event.',
      ),
    ),
  /** The same code as for a new event: the SPA offers the purchase for both. */
  noCreditForUpgrade: () =>
    new AppError(
      402,
      'BILLING_NO_EVENT_CREDIT',
      localized(
        'Keine Event-Credits verfügbar. Bitte kaufe ein weiteres Event (49 EUR), um das Lead-Limit aufzuheben.',
        'No event credits available. Please buy another event (49 EUR) to lift the lead limit.',
      ),
    ),
  paymentsNotConfigured: () =>
    new AppError(
      503,
      'BILLING_NOT_CONFIGURED',
      localized('Zahlungen sind derzeit nicht eingerichtet. Bitte wende dich an den Support.', 'Payments are not set up at the moment. Please contact support.'),
    ),
  providerUnavailable: () =>
    new AppError(
      502,
      'BILLING_PROVIDER_UNAVAILABLE',
      localized(
        'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuche es in ein paar Minuten erneut.',
        'The payment provider cannot be reached right now. Please try again in a few minutes.',
      ),
    ),
  invalidAmount: () => new AppError(400, 'BILLING_INVALID_AMOUNT', localized('Ungültiger Betrag.', 'Invalid amount.')),
  /** `message` is vat-rules' German sentence (the SPA's live check shows the same); the English is worded here. */
  invalidVatId: (message: string, country: string) =>
    new AppError(
      400,
      'BILLING_INVALID_VAT_ID',
      localized(message, `Invalid format for ${COUNTRY_IN_ENGLISH.of(country) ?? country}. Example: ${vatIdExample(country)}`),
    ),
  vatIdRefused: () =>
    new AppError(
      400,
      'BILLING_VAT_ID_REFUSED',
      localized(
        'Die USt-IdNr. wurde vom Zahlungsanbieter nicht akzeptiert. Bitte prüfe sie oder lass das Feld leer.',
        'The payment provider did not accept the VAT ID. Please check it or leave the field empty.',
      ),
    ),
  paymentNotFound: () => new AppError(404, 'BILLING_PAYMENT_NOT_FOUND', localized('Zahlung nicht gefunden.', 'Payment not found.')),
  paymentNotCompleted: () =>
    new AppError(409, 'BILLING_PAYMENT_NOT_COMPLETED', localized('Die Zahlung ist noch nicht abgeschlossen.', 'The payment is not completed yet.')),
  noInvoicesYet: () => new AppError(404, 'BILLING_NO_INVOICES', localized('Noch keine Rechnungen vorhanden.', 'There are no invoices yet.')),
  webhookSignatureMissing: () =>
    new AppError(400, 'BILLING_WEBHOOK_SIGNATURE_MISSING', localized('Die Stripe-Signatur fehlt.', 'The Stripe signature is missing.')),
  webhookSignatureInvalid: () =>
    new AppError(400, 'BILLING_WEBHOOK_SIGNATURE_INVALID', localized('Die Stripe-Signatur ist ungültig.', 'The Stripe signature is invalid.')),
} as const;
