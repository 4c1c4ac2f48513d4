/**
 * The visitor pages' public entry: what the SPA may use of them. The stand's kiosk draws the lead
 * form's fields in the visitor pages' frame; the event settings' phone preview draws the pages as
 * a visitor sees them. The server renderer and the page script stay inside. Besides this file the
 * SPA may import the style sheets visitor.css and brand.css.
 */
export { BrandCard, BrandPage } from './components/brand-page';
export { StatusView } from './components/status-view';
export { EmailConfirmationContent } from './features/email-confirmation/components/email-confirmation-page';
export { ConsentField, LeadFields } from './features/public-form/components/lead-fields';
export { LeadForm } from './features/public-form/components/lead-form';
export { FormIntro, SuccessView } from './features/public-form/components/public-form-page';
export { errorSummary, FIELD_IDS, firstInvalidField, validateLeadForm } from './features/public-form/validation';
export { VISITOR_TEXTS, type VisitorTexts } from './i18n';
export { brandStyle } from './lib/brand';
export { EMPTY_VALUES, type EventBrand, type FormView, type LeadFormErrors, type LeadFormValues } from './page-model';
