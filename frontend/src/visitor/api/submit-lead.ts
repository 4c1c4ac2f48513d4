import { apiRequest } from '@/lib/api-client';
import { formApiPath, type FormAddress } from './form-path';

/** Submit payload (spec 3) plus the honeypot `website` and the `formToken` of the loaded config. */
export interface SubmitLeadInput {
  name: string;
  email: string;
  customField1: string;
  customField2: string;
  consent: boolean;
  /** Honeypot: humans never fill it. */
  website: string;
  formToken: string;
}

export interface SubmitLeadResult {
  requiresConfirmation: boolean;
  downloadUrl: string | null;
  /** false when the server held a repeated mail back (it sends the same mail at most every 10 minutes). */
  mailSent: boolean;
}

/** POST /api/form/.../submit (CSRF header added by apiRequest). Throws ApiError with the German message. */
export function submitLead(address: FormAddress, input: SubmitLeadInput): Promise<SubmitLeadResult> {
  return apiRequest<SubmitLeadResult>(`${formApiPath(address)}/submit`, 'POST', input);
}

/** The server answers a full free event with a message containing this (spec 8). */
export const LEAD_LIMIT_MARKER = 'Lead-Limit erreicht';
