import type { FormView } from '@/visitor';

/** GET /api/form/{companySlug}/{eventSlug}: the public form configuration (what the visitor sees). */
export interface PublicFormConfig {
  id: string;
  name: string;
  slug: string;
  companySlug: string;
  backgroundColor: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  logoUrl: string | null;
  headerImageUrl: string | null;
  introText: string | null;
  doubleOptIn: boolean;
  nameRequired: boolean;
  customField1: string | null;
  customField2: string | null;
  customField1Options: string[];
  customField2Options: string[];
  customField1Required: boolean;
  customField2Required: boolean;
  privacyText: string | null;
  privacyUrl: string | null;
  submitButtonText: string | null;
  leadLimitReached: boolean;
  formToken: string;
}

/** The form as the visitor pages' components draw it. */
export function toFormView(config: PublicFormConfig): FormView {
  return {
    brand: {
      name: config.name,
      primaryColor: config.primaryColor,
      secondaryColor: config.secondaryColor,
      backgroundColor: config.backgroundColor,
      logoUrl: config.logoUrl,
      headerImageUrl: config.headerImageUrl,
    },
    introText: config.introText,
    nameRequired: config.nameRequired,
    customField1: config.customField1,
    customField2: config.customField2,
    customField1Options: config.customField1Options ?? [],
    customField2Options: config.customField2Options ?? [],
    customField1Required: config.customField1Required,
    customField2Required: config.customField2Required,
    privacyText: config.privacyText,
    privacyUrl: config.privacyUrl,
    submitButtonText: config.submitButtonText,
    formToken: config.formToken,
    // the stand makes one per visitor when the answers go into its queue
    submissionId: '',
  };
}

/** Where a stand page is: the slugs of its address. */
export interface StandLocation {
  companySlug: string;
  eventSlug: string;
}

export const eventKey = ({ companySlug, eventSlug }: StandLocation) => `${companySlug}/${eventSlug}`;
