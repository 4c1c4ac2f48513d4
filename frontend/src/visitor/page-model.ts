/** The pages' data, defined beside the API that fills it (shared like the VAT rules). */
export * from '@fairleads/shared/visitor-page';
