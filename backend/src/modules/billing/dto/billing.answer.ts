/** GET /api/payments/config: whether payments are set up. */
export class PaymentsConfigAnswer {
  enabled!: boolean;
  publishableKey!: string | null;
  pricePerCreditCents!: number;
}

/** A Stripe page to send the browser to (Checkout, billing portal). */
export class StripeRedirectAnswer {
  url!: string;
}

/** POST /api/create-payment-intent: the private purchase. */
export class PaymentIntentAnswer {
  clientSecret!: string;
  /** Gross. */
  amountCents!: number;
  vatRate!: number;
  vatLabel!: string;
}

export class CreditsAnswer {
  eventCredits!: number;
}

/** POST /api/payments/success: the credit of a succeeded private payment. */
export class PrivatePaymentAnswer {
  success!: true;
  user!: CreditsAnswer;
}

/** POST /api/payments/process-success: the credit of a paid checkout session. */
export class CheckoutSuccessAnswer {
  success!: true;
  eventCredits!: number;
  alreadyProcessed!: boolean;
}

/** GET and PUT /api/billing-data: the billing fields (null where unset). */
export class BillingDataAnswer {
  billingFirstName!: string | null;
  billingLastName!: string | null;
  billingCompanyName!: string | null;
  billingEmail!: string | null;
  billingStreet!: string | null;
  billingZip!: string | null;
  billingCity!: string | null;
  /** null when never saved (the SPA then preselects its default). */
  billingCountry!: string | null;
  billingVatId!: string | null;
}
