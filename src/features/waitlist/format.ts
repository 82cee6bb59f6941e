import { COUNT_LOCALE } from './constants';

/** 1234 -> "1,234", as the waitlist section shows counts and positions. */
export function formatCount(value: number): string {
  return value.toLocaleString(COUNT_LOCALE);
}

/** docs/product.md §2: "N people are ahead of you in line", in grammatical English for 0 and 1. */
export function aheadOfYouText(count: number): string {
  if (count <= 0) return 'Nobody is ahead of you in line yet';
  if (count === 1) return '1 person is ahead of you in line';
  return `${formatCount(count)} people are ahead of you in line`;
}
