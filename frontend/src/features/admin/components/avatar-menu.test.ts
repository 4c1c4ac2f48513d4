import { avatarInitial } from './avatar-menu';

describe('admin navigation: avatar menu', () => {
  it("uses the first letter of the name as the avatar, 'A' without a name", () => {
    expect(avatarInitial('erika')).toBe('E');
    expect(avatarInitial('  ')).toBe('A');
    expect(avatarInitial(undefined)).toBe('A');
  });
});
