/** After a successful login the dialog closes and the app reloads at the dashboard. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;
/** The "Zum Dashboard" button closes the dialog, then navigates 0.1 s later. */
export const LOGIN_BUTTON_REDIRECT_DELAY_MS = 100;
/** Registration toasts stay 5 s. */
export const REGISTER_TOAST_DURATION_MS = 5000;
export const DASHBOARD_PATH = '/dashboard';

/** In the server's answer to a repeated registration (its success messages are German): the address is not confirmed yet, a new mail went out. */
export const NOT_CONFIRMED_MARKER = /noch nicht bestätigt/;
