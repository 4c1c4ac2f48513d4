import { CONSENT_STORAGE_KEY, clearConsent, isValidConsent, loadConsent, saveConsent } from './consent-storage';

describe('consent storage', () => {
  beforeEach(() => localStorage.clear());

  it('uses the product key', () => {
    expect(CONSENT_STORAGE_KEY).toBe('fairleads-cookie-consent');
  });

  it('loads a valid choice', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: true, marketing: false }));
    expect(loadConsent()).toEqual({ status: 'valid', settings: { necessary: true, analytics: true, marketing: false } });
  });

  it('reports a missing choice', () => {
    expect(loadConsent()).toEqual({ status: 'missing' });
  });

  it.each([
    ['not JSON', '{nope'],
    ['a string', '"yes"'],
    ['an array', '[true,true,true]'],
    ['a missing field', JSON.stringify({ necessary: true, analytics: true })],
    ['a string instead of a boolean', JSON.stringify({ necessary: true, analytics: 'true', marketing: false })],
    ['null fields', JSON.stringify({ necessary: null, analytics: false, marketing: false })],
    ['another version', JSON.stringify({ necessary: true, analytics: false, marketing: false, version: 99 })],
  ])('treats %s as no choice', (_label, raw) => {
    localStorage.setItem(CONSENT_STORAGE_KEY, raw);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(['invalid', 'error']).toContain(loadConsent().status);
    errors.mockRestore();
  });

  it('only logs when reading fails', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { getItem: () => { throw new Error('denied'); } } as unknown as Storage;
    expect(loadConsent(broken)).toEqual({ status: 'error' });
    expect(errors).toHaveBeenCalled();
  });

  it('saves with necessary forced to true, a version and a timestamp', () => {
    const saved = saveConsent({ analytics: false, marketing: true }, localStorage, new Date('2026-11-21T10:00:00Z'));
    expect(saved).toEqual({ necessary: true, analytics: false, marketing: true });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      version: 1,
      savedAt: '2026-11-21T10:00:00.000Z',
    });
    expect(isValidConsent(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!))).toBe(true);
  });

  it('only logs when saving fails and still returns the choice', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const full = { setItem: () => { throw new Error('quota'); } } as unknown as Storage;
    expect(saveConsent({ analytics: true, marketing: false }, full)).toEqual({ necessary: true, analytics: true, marketing: false });
    expect(errors).toHaveBeenCalled();
  });

  it('clears the choice', () => {
    saveConsent({ analytics: true, marketing: true });
    clearConsent();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });
});
