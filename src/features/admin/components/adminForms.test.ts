import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { INVITE_BATCH_MAX, MESSAGES, TWO_FACTOR_TEXT } from '@shared';
import { inviteResolver } from '../loop/InvitePanel';
import { DISABLE_FIELDS, disableResolver } from '../twoFactor/DisableTwoFactor';
import { enrolResolver } from '../twoFactor/EnrolTwoFactor';
import { PASSWORD_FIELDS, passwordResolver } from './ChangePasswordPanel';
import { firstProblem } from './formProblem';
import { codeStepResolver, LOGIN_FIELDS, loginResolver } from './LoginForm';

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

describe("the login form's second step", () => {
  it('asks for the code when it is left empty, and sends it without spaces or dashes', async () => {
    const values = { username: 'admin', password: 'secret', code: '  ' };
    expect(await shownProblem(codeStepResolver, values, LOGIN_FIELDS)).toBe(
      TWO_FACTOR_TEXT.codeNeeded,
    );
    const sent = await codeStepResolver({ ...values, code: 'ABCD-efgh 2345' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(sent.values).toEqual({ username: 'admin', password: 'secret', code: 'abcdefgh2345' });
  });

  it('sends no code before the server asks for one', async () => {
    const sent = await loginResolver(
      { username: 'admin', password: 'secret', code: '123456' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(sent.values).toEqual({ username: 'admin', password: 'secret' });
  });
});

describe('the two-factor forms', () => {
  it('enrolment asks for the code from the app when it is left empty', async () => {
    expect(await shownProblem(enrolResolver, { code: '' }, ['code'])).toBe(
      TWO_FACTOR_TEXT.codeNeeded,
    );
    expect(await shownProblem(enrolResolver, { code: '123 456' }, ['code'])).toBeNull();
  });

  it.each([
    ['', '123456', TWO_FACTOR_TEXT.wrongPassword],
    ['secret', '', TWO_FACTOR_TEXT.codeNeeded],
    ['secret', '123456', null],
  ])('switching off with password %j and code %j shows %j', async (password, code, message) => {
    expect(await shownProblem(disableResolver, { password, code }, DISABLE_FIELDS)).toBe(message);
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

describe('the invite form', () => {
  it.each([
    ['', 'Invite at least one entry.'],
    ['0', 'Invite at least one entry.'],
    ['2.5', 'Say how many entries to invite.'],
    [String(INVITE_BATCH_MAX + 1), `Invite at most ${INVITE_BATCH_MAX} entries at once.`],
    ['2', null],
  ])('a count of %j shows %j', async (count, message) => {
    expect(
      await shownProblem(inviteResolver, { count, includeUnconfirmed: false }, ['count']),
    ).toBe(message);
  });
});
