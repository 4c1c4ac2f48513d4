/** Texts shared by the visitor pages. */
export const visitorTexts = {
  logoAlt: 'Logo',
  /** Event name when the config cannot be loaded (spec 2, e-mail confirmation page). */
  defaultEventName: 'Event',
};

/** The 404 page is the only English page (spec 1); same wording as the main SPA. */
export const notFoundTexts = {
  documentTitle: 'Page not found',
  title: '404 - Page not found',
  body: 'The page you are looking for does not exist or has been moved.',
  home: 'Back to home',
};
