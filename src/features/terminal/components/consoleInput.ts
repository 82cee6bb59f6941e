import type { InputHTMLAttributes } from 'react';
import type { PromptId } from '../engine/state';

type InputHints = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'autoCapitalize'
> & { placeholder?: string };

/**
 * What the input offers while the console asks a sign-up question (issue 44): the browser's own
 * autofill for the address and the first name; otherwise a command line.
 */
export function inputHints(prompt: PromptId | null): InputHints {
  if (prompt === 'email') {
    return { autoComplete: 'email', inputMode: 'email', autoCapitalize: 'none' };
  }
  if (prompt === 'signUpName') {
    return { autoComplete: 'given-name', inputMode: 'text', autoCapitalize: 'words' };
  }
  if (prompt === 'signUpConsent') {
    return {
      autoComplete: 'off',
      inputMode: 'text',
      autoCapitalize: 'none',
      placeholder: 'YES OR NO',
    };
  }
  return { autoComplete: 'off', inputMode: 'text', autoCapitalize: 'characters' };
}
