import { isVisitorPath, matchVisitorRoute } from './match-route';

describe('visitor path matcher', () => {
  it.each([
    ['/form/messe', { page: 'form', companySlug: null, eventSlug: 'messe' }],
    ['/form/firma/messe-2025/', { page: 'form', companySlug: 'firma', eventSlug: 'messe-2025' }],
    ['/confirm/tok123', { page: 'confirm', token: 'tok123', companySlug: null }],
    ['/firma/confirm/tok123', { page: 'confirm', token: 'tok123', companySlug: 'firma' }],
    ['/email-confirmation', { page: 'email-confirmation', companySlug: null }],
    ['/firma/email-confirmation', { page: 'email-confirmation', companySlug: 'firma' }],
  ])('matches %s', (path, expected) => {
    expect(matchVisitorRoute(path)).toEqual(expected);
  });

  it.each(['/', '/form', '/form/a/b/c', '/blog/email-confirmation', '/verify-email/email-confirmation', '/api/confirm/x', '/firma/x', '/form/%E0%A4%A'])(
    'leaves %s to the main SPA (not a visitor page)',
    (path) => {
      expect(isVisitorPath(path)).toBe(false);
    },
  );
});
