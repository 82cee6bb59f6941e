import { lazy } from 'react';

/**
 * The sign-up form, loaded on demand: it brings react-hook-form and zod, which the landing page
 * does not need for its first paint (performance budget: 150 KB of gzipped script).
 */
export const WaitlistForm = lazy(() =>
  import('./WaitlistForm').then((module) => ({ default: module.WaitlistForm })),
);
export { WaitlistFormFallback } from './WaitlistFormFallback';
export { useJoinWaitlist, useWaitlistCount } from './api';
export { aheadOfYouText, formatCount } from './format';
/** The sign-up form's styles, for a feature that lays out a form of its own the same way (/booth). */
export const loadWaitlistStyles = () => import('./waitlist.css');
