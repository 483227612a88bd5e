import { COMMON_PASSWORD_MESSAGE } from 'shared-api/contract';
import { isCommonPassword, personalWords } from '../../src/lib/common-passwords';

describe('the one password rule of every account', () => {
  const sneha = personalWords({
    name: 'Sneha Kulkarni',
    username: 'sneha.k',
    email: 'sneha.kulkarni@example.com',
  });

  it("refuses the common list's passwords and one repeated character, any case", () => {
    expect(isCommonPassword('rahul123')).toBe(true);
    expect(isCommonPassword('Admin123')).toBe(true);
    expect(isCommonPassword('zzzzzzzz')).toBe(true);
  });

  it("refuses the account's own name, username or e-mail name followed by digits only", () => {
    expect(isCommonPassword('sneha123', sneha)).toBe(true);
    expect(isCommonPassword('Kulkarni2026', sneha)).toBe(true);
    expect(isCommonPassword('sneha', sneha)).toBe(true);
    // Another person's name is not this account's.
    expect(isCommonPassword('sneha123', personalWords({ name: 'Priya Joshi' }))).toBe(false);
  });

  it('accepts a password that merely contains a name among other words', () => {
    expect(isCommonPassword('Sneha-Baner-47', sneha)).toBe(false);
    expect(isCommonPassword('Monsoon-Baner-47', sneha)).toBe(false);
  });

  it('names the common message the forms show', () => {
    expect(COMMON_PASSWORD_MESSAGE).toBe(
      'This password is too common and easy to guess. Please choose another.',
    );
  });
});
