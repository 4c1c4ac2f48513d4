import { AppError } from '../../common/errors/app-error';

/** Every message billing shows the user, in one place. */
export const BillingErrors = {
  noEventCredit: () =>
    new AppError(
      402,
      'BILLING_NO_EVENT_CREDIT',
      'Keine Event-Credits verfügbar. Bitte kaufe ein weiteres Event (49 EUR), um ein neues Event zu erstellen.',
    ),
  /** The same code as for a new event: the SPA offers the purchase for both. */
  noCreditForUpgrade: () =>
    new AppError(
      402,
      'BILLING_NO_EVENT_CREDIT',
      'Keine Event-Credits verfügbar. Bitte kaufe ein weiteres Event (49 EUR), um das Lead-Limit aufzuheben.',
    ),
  paymentsNotConfigured: () =>
    new AppError(503, 'BILLING_NOT_CONFIGURED', 'Zahlungen sind derzeit nicht eingerichtet. Bitte wende dich an den Support.'),
  providerUnavailable: () =>
    new AppError(
      502,
      'BILLING_PROVIDER_UNAVAILABLE',
      'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuche es in ein paar Minuten erneut.',
    ),
  invalidAmount: () => new AppError(400, 'BILLING_INVALID_AMOUNT', 'Ungültiger Betrag.'),
  invalidVatId: (message: string) => new AppError(400, 'BILLING_INVALID_VAT_ID', message),
  vatIdRefused: () =>
    new AppError(
      400,
      'BILLING_VAT_ID_REFUSED',
      'Die USt-IdNr. wurde vom Zahlungsanbieter nicht akzeptiert. Bitte prüfe sie oder lass das Feld leer.',
    ),
  paymentNotFound: () => new AppError(404, 'BILLING_PAYMENT_NOT_FOUND', 'Zahlung nicht gefunden.'),
  paymentNotCompleted: () => new AppError(409, 'BILLING_PAYMENT_NOT_COMPLETED', 'Die Zahlung ist noch nicht abgeschlossen.'),
  noInvoicesYet: () => new AppError(404, 'BILLING_NO_INVOICES', 'Noch keine Rechnungen vorhanden.'),
  webhookSignatureMissing: () => new AppError(400, 'BILLING_WEBHOOK_SIGNATURE_MISSING', 'Die Stripe-Signatur fehlt.'),
  webhookSignatureInvalid: () => new AppError(400, 'BILLING_WEBHOOK_SIGNATURE_INVALID', 'Die Stripe-Signatur ist ungültig.'),
} as const;
