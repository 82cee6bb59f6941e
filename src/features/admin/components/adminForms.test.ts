import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared';
import { PASSWORD_FIELDS, passwordResolver } from './ChangePasswordPanel';
import { firstProblem } from './formProblem';
import { LOGIN_FIELDS, loginResolver } from './LoginForm';

/** What a form shows after react-hook-form runs its resolver on submit: its one alert, or null. */
async function shownProblem<T extends FieldValues>(
  resolver: Resolver<T, unknown, unknown>,
  values: T,
  order: readonly (keyof T & string)[],
): Promise<string | null> {
  const { errors } = await resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return firstProblem(errors, order);
}

describe('the login form', () => {
  it.each([
    ['', ''],
    ['admin', ''],
    ['', 'secret'],
    ['   ', 'secret'],
  ])('username %j and password %j say both are needed', async (username, password) => {
    expect(await shownProblem(loginResolver, { username, password }, LOGIN_FIELDS)).toBe(
      MESSAGES.loginRequired,
    );
  });

  it('sends the username lowercased and trimmed, the password as typed', async () => {
    const { values, errors } = await loginResolver(
      { username: ' Admin ', password: ' Secret ' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(errors).toEqual({});
    expect(values).toEqual({ username: 'admin', password: ' Secret ' });
  });
});

describe('the password change panel', () => {
  it.each([
    ['', '', MESSAGES.passwordFields],
    ['old', '', MESSAGES.passwordFields],
    ['', 'long enough password', MESSAGES.passwordFields],
    ['old', '12345678901', MESSAGES.passwordLength],
    ['old', 'x'.repeat(201), MESSAGES.passwordTooLong],
    ['old', ' '.repeat(12), MESSAGES.passwordBlank],
    ['same password!', 'same password!', MESSAGES.passwordSame],
    ['old', '123456789012', null],
  ])('current %j and new %j show %j', async (currentPassword, newPassword, message) => {
    expect(
      await shownProblem(passwordResolver, { currentPassword, newPassword }, PASSWORD_FIELDS),
    ).toBe(message);
  });
});
