import { i18n } from '@/i18n';
import { newDraft, validateFollowUps } from './follow-up-rules';

describe('follow-up rules in English', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('suggests an English follow-up and words its refusals in English, counting days', () => {
    const first = { ...newDraft(undefined), delayDays: '1' };
    expect(first.subject).toBe('Great to have met you at the fair');
    expect(first.body).toContain('Hello{{#if name}} {{name}}{{/if}},');
    expect(first.body).toContain('{{downloadUrl}}');
    const errors = validateFollowUps([first, { ...newDraft(first), delayDays: '0' }]);
    expect(errors['steps.1.delayDays']).toBe('Follow-up 2 must not come earlier than follow-up 1 (after 1 day). The order follows the days.');
  });
});
