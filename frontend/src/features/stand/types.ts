import type { ApiSchema } from '@/lib/api/schemas';
import type { FormView } from '@/visitor';

/** GET /api/form/{companySlug}/{eventSlug}: the public form configuration (what the visitor sees). */
export type PublicFormConfig = ApiSchema<'PublicFormAnswer'>;

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
