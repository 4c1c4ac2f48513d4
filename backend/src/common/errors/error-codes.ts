/**
 * Every machine code an error answer can carry (`{statusCode, code, message, errors?}`), in one
 * list: clients tell errors apart by `code`, never by the German `message`, which may be reworded.
 * A code, once published, keeps its name. AppError takes only these (the compiler checks each
 * module's errors file against this list), and the OpenAPI document lists them (error-answer.openapi.ts).
 */

/** Answers of the framework and the common layer: by status, by kind of refused input, or by guard. */
export const GENERAL_ERROR_CODES = [
  'BAD_REQUEST',
  /** The validation pipe refused the body or query: `errors` names every refused field. */
  'VALIDATION_FAILED',
  /** The body is no JSON at all. */
  'MALFORMED_JSON',
  /** The JSON body nests deeper than the parser takes. */
  'BODY_TOO_DEEP',
  /** A NUL or a broken Unicode character in the path, query or body. */
  'INVALID_TEXT',
  'UNSUPPORTED_CHARSET',
  'UNSUPPORTED_ENCODING',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  /** A route that needs an account's permission, called by a user who belongs to no account. */
  'ACCOUNT_NONE',
  /** The user's role in the current account lacks the route's permission (access-policy.ts). */
  'FORBIDDEN_ROLE',
  /** The CSRF check refused a state-changing request (missing or foreign token, foreign origin). */
  'CSRF_FAILED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** Too many requests; Retry-After says when to try again. */
  'RATE_LIMITED',
  'HEADERS_TOO_LARGE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

/** The modules' own refusals (modules/<name>/<name>.errors.ts and the lead list's query). */
export const MODULE_ERROR_CODES = [
  /** Not a member of that account (another account's id answers the same). */
  'ACCOUNT_NOT_FOUND',
  'ACCOUNT_MEMBER_NOT_FOUND',
  'ACCOUNT_ALREADY_MEMBER',
  /** The change would leave the account without an owner. */
  'ACCOUNT_LAST_OWNER',
  'INVITATION_NOT_FOUND',
  'INVITATION_EXPIRED',
  'INVITATION_PENDING',

  // sign-in security (issue 32): passkeys and the session list
  /** No registration or sign-in challenge in the session, or it is older than 5 minutes or used. */
  'PASSKEY_CHALLENGE_MISSING',
  'PASSKEY_REGISTRATION_FAILED',
  'PASSKEY_ALREADY_REGISTERED',
  'PASSKEY_LIMIT_REACHED',
  /** Not a passkey of the signed-in user (another user's id answers the same). */
  'PASSKEY_NOT_FOUND',
  /** Unknown credential, wrong signature, origin or counter, or a user who may not sign in that way. */
  'PASSKEY_SIGN_IN_FAILED',
  /** Not an unexpired session of the signed-in user. */
  'SESSION_NOT_FOUND',

  'ADMIN_FORBIDDEN',
  'ADMIN_USER_NOT_FOUND',
  'ADMIN_EVENT_NOT_FOUND',
  'ADMIN_SELF_DEACTIVATION',
  'ADMIN_SELF_DEMOTION',
  'ADMIN_SELF_DELETION',
  'ADMIN_SUPERADMIN_PROTECTED',

  'BILLING_NO_EVENT_CREDIT',
  'BILLING_NOT_CONFIGURED',
  'BILLING_PROVIDER_UNAVAILABLE',
  'BILLING_INVALID_AMOUNT',
  'BILLING_INVALID_VAT_ID',
  'BILLING_VAT_ID_REFUSED',
  'BILLING_PAYMENT_NOT_FOUND',
  'BILLING_PAYMENT_NOT_COMPLETED',
  'BILLING_NO_INVOICES',
  'BILLING_WEBHOOK_SIGNATURE_MISSING',
  'BILLING_WEBHOOK_SIGNATURE_INVALID',

  'BLOG_POST_NOT_FOUND',
  'BLOG_SOURCE_UNAVAILABLE',
  'IMAGE_PROXY_FORBIDDEN_URL',
  'IMAGE_PROXY_UPSTREAM_FAILED',
  'IMAGE_PROXY_TIMEOUT',
  'IMAGE_PROXY_TOO_LARGE',
  'IMAGE_PROXY_NOT_AN_IMAGE',
  'IMAGE_PROXY_TOO_MANY_REDIRECTS',

  'EVENTS_NOT_FOUND',
  'EVENTS_SLUG_FIXED',
  'EVENTS_SLUG_TAKEN',
  'EVENTS_END_BEFORE_START',
  'EVENTS_NOT_FREE',
  'EVENT_IMAGE_UNSUPPORTED',
  'EVENT_IMAGE_TOO_LARGE',
  'EVENT_IMAGE_TOO_MANY_PIXELS',
  'EVENT_IMAGE_MISSING',
  'EVENT_IMAGE_MALFORMED',
  'EVENT_IMAGE_UNKNOWN_KIND',
  'EVENT_IMAGE_NOT_FOUND',

  'CARD_SCAN_NOT_IMAGE',
  'CARD_SCAN_TOO_LARGE',
  'CARD_SCAN_MISSING',
  'CARD_SCAN_MALFORMED',
  'CARD_SCAN_BUSY',

  'IDENTITY_LOGIN_LOCKED',
  'IDENTITY_EMAIL_TAKEN',
  'IDENTITY_COMPANY_SLUG_TAKEN',
  'IDENTITY_INVALID_ACTIVATION_LINK',
  'IDENTITY_CREDENTIALS_MISSING',
  'IDENTITY_WRONG_CREDENTIALS',
  'IDENTITY_EMAIL_NOT_VERIFIED',
  'IDENTITY_ACCOUNT_DEACTIVATED',

  // sign-in security: password reset, password and address change
  /** A reset link that is unknown, used, or replaced by a newer one. */
  'PASSWORD_RESET_INVALID',
  'PASSWORD_RESET_EXPIRED',
  /** An address-change link that is unknown, used, or replaced by a newer one. */
  'EMAIL_CHANGE_INVALID',
  'EMAIL_CHANGE_EXPIRED',
  /** The current password given to change the password or the address is wrong. */
  'IDENTITY_CURRENT_PASSWORD_WRONG',
  /** The new address is the one the user has already. */
  'IDENTITY_EMAIL_UNCHANGED',

  'LEADS_FORM_NOT_FOUND',
  'LEADS_EVENT_UNAVAILABLE',
  'LEADS_LIMIT_REACHED',
  'LEADS_FORM_REJECTED',
  'LEADS_TOO_FAST',
  'LEADS_INVALID_ANSWERS',
  'LEADS_CONFIRMATION_INVALID',
  'LEADS_NOT_FOUND',
  'LEADS_SUBMISSION_ID_INVALID',
  'LEADS_CAPTURED_AT_INVALID',
  'LEADS_CAPTURED_IN_FUTURE',
  'LEADS_CAPTURED_BEFORE_DEVICE',
  'LEADS_ALREADY_CONFIRMED',
  'LEADS_NO_DOUBLE_OPT_IN',
  'LEADS_FUNNEL_RANGE_REVERSED',
  'LEADS_FUNNEL_RANGE_TOO_LONG',
  'LEADS_ERASE_LINK_INVALID',
  'LEADS_ALREADY_ERASED',
  'LEADS_ERASE_REASON_INVALID',
  'LEADS_RESEND_LOCKED',
  'LEADS_QUERY_STATUS',
  'LEADS_QUERY_SEARCH',
  'LEADS_QUERY_RATING',
  'LEADS_QUERY_TAG',
  'LEADS_QUERY_SOURCE',
  'LEADS_QUERY_LIMIT',
  'LEADS_QUERY_CURSOR',
  'LEADS_QUERY_SINCE',
  'LEADS_QUERY_SINCE_WITH_CURSOR',
  'LEADS_QUERY_EXPORT_FORMAT',
  'LEADS_SCOPE_CHANGED',

  'STAND_TOKEN_INVALID',
  'STAND_TOKEN_REVOKED',
  'STAND_TOKEN_ENDED',
  'STAND_TOKEN_EXPIRED',
  'STAND_DEVICE_NOT_FOUND',
  'STAND_WRONG_PIN',

  'WEBHOOKS_ENDPOINT_NOT_FOUND',
  'WEBHOOKS_DELIVERY_NOT_FOUND',
  'WEBHOOKS_TOO_MANY',
  'WEBHOOKS_INVALID_URL',
  'WEBHOOKS_UNKNOWN_EVENTS',
  'WEBHOOKS_ENDPOINT_INACTIVE',

  // Issue 33, the public API (public-api): API keys and the bearer check of /api/v1.
  /** No `Authorization: Bearer <key>` header, or one that is not shaped like a key. */
  'API_KEY_MISSING',
  /** An unknown or revoked key. */
  'API_KEY_INVALID',
  /** The key lacks the route's scope (events:read, leads:read, leads:write). */
  'API_KEY_SCOPE_MISSING',
  /** Not an active key of the account (another account's id answers the same). */
  'API_KEY_NOT_FOUND',
  /** The account has its 20 active keys already. */
  'API_KEYS_TOO_MANY',
  // Issue 33, native CRM sync (crm-sync): connections to HubSpot and Pipedrive, deliveries per lead.
  /** A provider in the path that is neither hubspot nor pipedrive. */
  'CRM_PROVIDER_NOT_FOUND',
  /** Changing, disconnecting or resending through a CRM the account has not connected. */
  'CRM_NOT_CONNECTED',
  /** Connecting: the CRM refused the token (its 401/403). */
  'CRM_TOKEN_INVALID',
  /** Connecting: the CRM did not answer, or answered with a 5xx. */
  'CRM_UNREACHABLE',
  'CRM_UNKNOWN_EVENTS',
  /** 'Erneut senden' for a lead that was never put on its way to that CRM. */
  'CRM_SYNC_NOT_FOUND',
  /** 'Erneut senden' while the CRM refuses the stored token: a new one is needed first. */
  'CRM_CONNECTION_UNAUTHORIZED',
  // Follow-ups (follow-ups): an event's follow-up mails after confirmation.
  /** Preview or test mail of a step position the event's sequence does not have. */
  'FOLLOW_UP_STEP_NOT_FOUND',

  // Issue 32, sign-in security: the second factor (TOTP, recovery codes, where it is required).
  /** The access guard: a platform admin's route, or an account that requires it, and a session without a second factor. */
  'SECOND_FACTOR_REQUIRED',
  /** Turning TOTP off while the user must have a second factor (platform admin, the account requires it). */
  'SECOND_FACTOR_REQUIRED_BY_POLICY',
  'SECOND_FACTOR_ALREADY_ENABLED',
  'SECOND_FACTOR_NOT_ENABLED',
  /** Enabling without a setup begun (or after it was replaced). */
  'SECOND_FACTOR_NO_SETUP',
  /** A wrong code in the user's own security settings (enable, disable). */
  'SECOND_FACTOR_WRONG_CODE',
  /** A wrong password in the user's own security settings. */
  'SECOND_FACTOR_WRONG_PASSWORD',
  /** An owner who would require a second factor without signing in with one first. */
  'SECOND_FACTOR_OWNER_FIRST',
  /** The sign-in's second step: a wrong TOTP or recovery code (counted by the login throttle). */
  'IDENTITY_WRONG_SECOND_FACTOR',
  /** The sign-in's second step without a pending sign-in (none, expired after 5 minutes). */
  'IDENTITY_SECOND_FACTOR_EXPIRED',
] as const;

export const ERROR_CODES = [...GENERAL_ERROR_CODES, ...MODULE_ERROR_CODES] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code of an answer that only its status describes (the framework's own exceptions). */
const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/** The code of a refused input by body-parser's or the input guard's `type`. */
const CODE_BY_INPUT_TYPE: Readonly<Record<string, ErrorCode>> = {
  'entity.parse.failed': 'MALFORMED_JSON',
  'entity.too.deep': 'BODY_TOO_DEEP',
  'text.invalid': 'INVALID_TEXT',
  'charset.unsupported': 'UNSUPPORTED_CHARSET',
  'encoding.unsupported': 'UNSUPPORTED_ENCODING',
};

export function codeOfStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}

/** The code of an input error by its `type`, else the one of its status. */
export function codeOfInputError(type: string | undefined, status: number): ErrorCode {
  return (type && CODE_BY_INPUT_TYPE[type]) || codeOfStatus(status);
}
