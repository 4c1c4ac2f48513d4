/** The account settings' fixed values (the texts are in the catalogue `settings`). */
export const AVV_VERSION = 'v1.0';
/** Minimum reading time before the AVV can be accepted. */
export const AVV_READING_SECONDS = 15;
/** The exact text the deletion confirmation expects (the same in every language). */
export const DELETE_CONFIRMATION = 'DELETE';
/** Window event the cookie-consent modal (public-site issue) listens for. */
export { OPEN_COOKIE_SETTINGS_EVENT } from '@/lib/cookie-settings';
