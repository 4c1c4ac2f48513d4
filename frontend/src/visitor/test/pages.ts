import type { FormView, VisitorPage } from '../page-model';

/** A form as the server hands it to the renderer. */
function formView(overrides: Partial<FormView> = {}): FormView {
  return {
    brand: { name: 'Fachmesse Köln', primaryColor: '#aa3300', secondaryColor: null, backgroundColor: '#0f172a', logoUrl: null, headerImageUrl: null },
    introText: 'Willkommen am Stand!',
    nameRequired: true,
    customField1: 'Branche',
    customField2: null,
    customField1Options: ['Handel', 'Industrie'],
    customField2Options: [],
    customField1Required: true,
    customField2Required: false,
    privacyText: null,
    privacyUrl: 'https://example.com/datenschutz',
    submitButtonText: null,
    formToken: 'token.signature',
    submissionId: '6f1c2f7e-8d4b-4c1a-9a57-2f0d3b1e9c11',
    ...overrides,
  };
}

export function formPage(overrides: Partial<Extract<VisitorPage, { kind: 'form' }>> = {}): Extract<VisitorPage, { kind: 'form' }> {
  return {
    kind: 'form',
    locale: 'de',
    url: '/form/acme/messe',
    form: formView(),
    values: { email: '', name: '', customField1: '', customField2: '', consent: false },
    errors: {},
    problem: null,
    ...overrides,
  };
}
