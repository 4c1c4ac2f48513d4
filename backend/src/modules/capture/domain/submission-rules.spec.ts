import type { LeadFormFields } from '@fairleads/shared/visitor-page';
import { describeError } from '../../../common/errors/http-exception.filter';
import { CaptureErrors } from '../capture.errors';
import { checkSubmission, checkSubmissionInBothLanguages } from './submission-rules';
import { VISITOR_MESSAGES } from './visitor-messages';

const form: LeadFormFields = {
  nameRequired: false,
  customField1: null,
  customField2: null,
  customField1Required: false,
  customField2Required: false,
  customField1Options: [],
  customField2Options: [],
};

describe('submission rules in both languages (a member capture on the organiser screen)', () => {
  it('pairs each failure in German with its English, and the answer follows the request language', () => {
    const checked = checkSubmissionInBothLanguages(form, { email: 'keine-adresse', consent: false });
    expect(checked).toEqual({
      errors: {
        email: { de: VISITOR_MESSAGES.de.emailInvalid, en: VISITOR_MESSAGES.en.emailInvalid },
        consent: { de: VISITOR_MESSAGES.de.consentRequired, en: VISITOR_MESSAGES.en.consentRequired },
      },
    });
    if (!('errors' in checked)) throw new Error('expected errors');
    const error = CaptureErrors.invalidAnswers(checked.errors);
    expect(describeError(error)).toMatchObject({ code: 'LEADS_INVALID_ANSWERS', message: VISITOR_MESSAGES.de.emailInvalid });
    expect(describeError(error, 'en')).toMatchObject({
      code: 'LEADS_INVALID_ANSWERS',
      message: VISITOR_MESSAGES.en.emailInvalid,
      errors: { email: VISITOR_MESSAGES.en.emailInvalid, consent: VISITOR_MESSAGES.en.consentRequired },
    });
  });

  it('answers the same answers as checkSubmission when nothing fails', () => {
    const input = { email: 'Erika@Example.com', consent: true };
    expect(checkSubmissionInBothLanguages(form, input)).toEqual(checkSubmission(form, input, 'de'));
  });
});
