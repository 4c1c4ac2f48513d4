import {
  GTAG_SCRIPT_ID,
  cookieDomains,
  deleteAnalyticsCookies,
  disableAnalytics,
  enableAnalytics,
  initConsentDefaults,
  resetAnalyticsStateForTests,
} from './analytics';

/** dataLayer entries are Arguments objects; compare them as arrays. */
const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('analytics behind consent', () => {
  beforeEach(() => {
    resetAnalyticsStateForTests();
    delete window.dataLayer;
    delete window.gtag;
    document.head.innerHTML = '';
  });

  it('before a choice: only the denied consent defaults, no script', () => {
    initConsentDefaults();
    initConsentDefaults();
    expect(calls()).toEqual([
      [
        'consent',
        'default',
        {
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          functionality_storage: 'granted',
          security_storage: 'granted',
          wait_for_update: 2000,
        },
      ],
    ]);
    expect(document.querySelector('script')).toBeNull();
  });

  it('after consent: update granted, gtag.js injected, config with anonymised IP, conversion once', () => {
    enableAnalytics('G-TEST123456', { conversion: true });
    enableAnalytics('G-TEST123456', { conversion: true });
    const script = document.getElementById(GTAG_SCRIPT_ID) as HTMLScriptElement;
    expect(script.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123456');
    expect(document.querySelectorAll('script')).toHaveLength(1);
    const all = calls();
    expect(all).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(all).toContainEqual(['config', 'G-TEST123456', { anonymize_ip: true, cookie_flags: 'secure;samesite=strict' }]);
    expect(all.filter((c) => c[0] === 'event' && c[1] === 'consent_granted')).toHaveLength(1);
  });

  it('refuses an id that is not a GA4 measurement id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    enableAnalytics('"><script>');
    expect(document.querySelector('script')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('on denial: update denied, script removed, ga-disable set, analytics cookies deleted', () => {
    enableAnalytics('G-TEST123456');
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_TEST123456=GS1.1; path=/';
    document.cookie = '_gid=GA1.1.9; path=/';
    document.cookie = 'XSRF-TOKEN=keep; path=/';
    disableAnalytics('G-TEST123456');
    expect(document.getElementById(GTAG_SCRIPT_ID)).toBeNull();
    expect(window['ga-disable-G-TEST123456']).toBe(true);
    expect(calls().at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(document.cookie).not.toMatch(/_ga|_gid/);
    expect(document.cookie).toContain('XSRF-TOKEN=keep');
  });

  it('deletes on the host and every parent domain', () => {
    expect(cookieDomains('app.fairleads.de')).toEqual(['', 'app.fairleads.de', 'fairleads.de']);
    expect(cookieDomains('localhost')).toEqual(['', 'localhost']);
    expect(cookieDomains('127.0.0.1')).toEqual(['']);
    const written: string[] = [];
    const doc = {
      get cookie() {
        return '_ga=1; _gat_UA=1; other=2';
      },
      set cookie(v: string) {
        written.push(v);
      },
    } as unknown as Document;
    expect(deleteAnalyticsCookies(doc, 'app.fairleads.de')).toEqual(['_ga', '_gat_UA']);
    expect(written).toContain('_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; domain=fairleads.de');
    expect(written).toContain('_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; domain=.fairleads.de');
    expect(written.some((w) => w.startsWith('other='))).toBe(false);
  });
});
