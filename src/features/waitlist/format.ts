import { COUNT_LOCALE } from './constants';

/** 1234 -> "1,234", as the waitlist section shows counts and positions. */
export function formatCount(value: number): string {
  return value.toLocaleString(COUNT_LOCALE);
}

/** SPEC section 2: "N people are ahead of you in line". */
export function aheadOfYouText(count: number): string {
  return `${formatCount(count)} people are ahead of you in line`;
}
