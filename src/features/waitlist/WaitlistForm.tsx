import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { ReferralLink } from '@components/ReferralLink';
import { ResendConfirmation } from '@components/resendConfirmation/ResendConfirmation';
import { BadgeScanButton } from '@components/badgeScan/BadgeScanButton';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { ApiError } from '@lib/api';
import { isKioskMode, KIOSK_SUCCESS_RESET_MS } from '@lib/kiosk';
import { siteProofs } from '@lib/botCheck/siteProofs';
import { msSinceFirstInteraction } from '@lib/firstInteraction';
import {
  CONSENT_TEXT,
  GROWTH_TEXTS,
  JOIN_TEXTS,
  joinSchema,
  type JoinInput,
  type JoinPayload,
  type JoinResponse,
} from '@shared';
import { useJoinWaitlist, useWaitlistCount } from './api';
import { aheadOfYouText } from './format';
import { inboxHint, standingText } from './inboxHint';
import './waitlist.css';

/** What the fields hold while typing: the consent box starts unticked. */
type JoinFormValues = Omit<JoinInput, 'hasConsented'> & { hasConsented: boolean };

const EMPTY_FORM: JoinFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  hasConsented: false,
};

const FIELDS = ['firstName', 'lastName', 'email', 'company', 'hasConsented'] as const;
// The schema accepts only a ticked box; the form's own type lets the box start unticked.
const resolver = zodResolver(joinSchema) as unknown as Resolver<
  JoinFormValues,
  unknown,
  JoinPayload
>;

function SuccessPanel({ result }: { result: JoinResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const hint = inboxHint(result, isKioskMode());
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="waitlist-success" data-testid="waitlist-success">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" />
      </svg>
      <h3 ref={heading} tabIndex={-1}>
        {result.alreadyOnList ? JOIN_TEXTS.alreadyOnListTitle : JOIN_TEXTS.joinedTitle}
      </h3>
      <p>{result.alreadyOnList ? JOIN_TEXTS.alreadyOnList : JOIN_TEXTS.joined}</p>
      <p className="waitlist-success__position" data-testid="line-standing">
        {standingText(result)}
      </p>
      {hint && (
        <p className="waitlist-success__hint" data-testid="check-inbox-hint">
          {hint}
        </p>
      )}
      {/* A booth sends no mail itself (the web it syncs to does): nothing to send again there. */}
      {result.resendToken && !isKioskMode() && <ResendConfirmation token={result.resendToken} />}
      {/* A shared booth screen is no place to copy a personal link: it comes in the e-mail. */}
      {result.referralUrl && !isKioskMode() && <ReferralLink url={result.referralUrl} />}
    </div>
  );
}

/**
 * The sign-up form of docs/product.md §2.2, §4.1 and §5.1: validated on the client with the shared
 * schema, sent to POST /api/waitlist/join. A failed call keeps everything typed and shows the
 * server's message under the form (docs/product.md §10 "Waitlist").
 */
export function WaitlistForm({
  countEnabled = true,
  showCount = true,
}: {
  countEnabled?: boolean;
  /** False where the page shows the count itself (the neon page). */
  showCount?: boolean;
}) {
  const id = useId();
  // The prerendered page shows the form before its code runs: nothing to type into or submit
  // natively until it does (its registration would clear what was typed).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Solving the proof-of-work takes over a second only on a slow device: then the form says so.
  const [checking, setChecking] = useState(false);
  const join = useJoinWaitlist({ onSlowCheck: () => setChecking(true) });
  useEffect(() => {
    // Solved while the person types, so that the join rarely waits for it (issue 29).
    if (!hydrated) return;
    const proofs = siteProofs();
    proofs.prepare();
    return () => proofs.stop();
  }, [hydrated]);
  const { count } = useWaitlistCount({ enabled: countEnabled });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = useForm<JoinFormValues, unknown, JoinPayload>({ resolver, defaultValues: EMPTY_FORM });

  const succeeded = join.isSuccess;
  const resetJoin = join.reset;
  useEffect(() => {
    if (!succeeded || !isKioskMode()) return;
    // At a booth the next visitor must find an empty form, not the last sign-up.
    const timer = setTimeout(() => {
      reset(EMPTY_FORM);
      resetJoin();
    }, KIOSK_SUCCESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [succeeded, reset, resetJoin]);

  if (join.data) return <SuccessPanel result={join.data} />;

  const onSubmit = handleSubmit((payload) =>
    join.mutate(
      // From the page's first interaction, not the form's mount: autofill is fast (issue 44).
      { ...payload, elapsedMs: msSinceFirstInteraction() },
      {
        onSettled: () => setChecking(false),
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.errors) return;
          for (const [field, message] of Object.entries(error.errors)) {
            if ((FIELDS as readonly string[]).includes(field)) {
              setError(field as FieldPath<JoinFormValues>, { type: 'server', message });
            }
          }
        },
      },
    ),
  );

  const field = (name: (typeof FIELDS)[number]) => {
    const error = errors[name]?.message;
    return {
      id: `${id}-${name}`,
      errorId: `${id}-${name}-error`,
      error,
      aria: {
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-${name}-error` : undefined,
      },
    };
  };

  const textField = (
    name: 'firstName' | 'lastName' | 'email' | 'company',
    label: string,
    type: string,
    autoComplete: string,
  ) => {
    const f = field(name);
    return (
      <div className={`waitlist-field waitlist-field--${name}`}>
        <label htmlFor={f.id}>{label}</label>
        <input
          id={f.id}
          type={type}
          autoComplete={autoComplete}
          disabled={!hydrated}
          {...f.aria}
          {...register(name)}
        />
        {f.error && (
          <p id={f.errorId} className="waitlist-field__error">
            {f.error}
          </p>
        )}
      </div>
    );
  };

  const consent = field('hasConsented');
  const serverError = join.error ? join.error.message : null;

  return (
    <form className="waitlist-form" noValidate onSubmit={onSubmit} aria-label="Join the waitlist">
      {/* At a booth a badge's QR code fills the form (issue 27); the visitor checks and sends. */}
      {hydrated && isKioskMode() && (
        <BadgeScanButton
          onScanned={(fields) => {
            for (const name of ['firstName', 'lastName', 'email', 'company'] as const) {
              const value = fields[name];
              if (value) setValue(name, value, { shouldDirty: true });
            }
            setValue('badgeId', fields.badgeId);
          }}
        />
      )}
      <div className="waitlist-form__names">
        {textField('firstName', 'First Name', 'text', 'given-name')}
        {textField('lastName', 'Last Name', 'text', 'family-name')}
      </div>
      {textField('email', 'Email', 'email', 'email')}
      {textField('company', 'Company (optional)', 'text', 'organization')}
      <div className="waitlist-field waitlist-field--consent">
        <div className="waitlist-consent">
          <input
            id={consent.id}
            type="checkbox"
            disabled={!hydrated}
            {...consent.aria}
            {...register('hasConsented')}
          />
          <label htmlFor={consent.id}>{CONSENT_TEXT}</label>
        </div>
        {consent.error && (
          <p id={consent.errorId} className="waitlist-field__error">
            {consent.error}
          </p>
        )}
      </div>
      {/* A honeypot: hidden from people and assistive technology, filled in by form-filling bots. */}
      <div className="waitlist-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register('website')}
        />
      </div>
      <button
        type="submit"
        className="btn btn--primary waitlist-form__submit"
        disabled={join.isPending || !hydrated}
      >
        {join.isPending ? 'Processing...' : 'Join Waitlist'}
      </button>
      <p role="status" className="waitlist-form__checking">
        {checking && join.isPending ? GROWTH_TEXTS.checking : ''}
      </p>
      {showCount && <p className="waitlist-form__count">{aheadOfYouText(count)}</p>}
      {serverError && (
        <p role="alert" className="waitlist-form__server-error">
          {serverError}
        </p>
      )}
    </form>
  );
}
