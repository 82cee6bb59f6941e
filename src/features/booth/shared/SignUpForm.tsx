import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { boothSignUpSchema, type BoothSignUp } from '@shared/boothDevices';
import type { BadgeFields } from '@shared/badge';
import { BadgeScanButton } from '@components/badgeScan/BadgeScanButton';
import { loadWaitlistStyles } from '@features/waitlist';
import { ApiError } from '@lib/api';
import { ThankYou, type VisitorThanks } from './ThankYou';
import './boothScreen.css';

// The visitor's fields look like the site's own sign-up form's.
void loadWaitlistStyles();

type Values = Omit<BoothSignUp, 'hasConsented'> & { hasConsented: boolean };
const EMPTY: Values = { firstName: '', lastName: '', email: '', company: '', hasConsented: false };
const resolver = zodResolver(boothSignUpSchema) as unknown as Resolver<
  Values,
  unknown,
  BoothSignUp
>;

const FIELDS = ['firstName', 'lastName', 'email', 'company', 'hasConsented'] as const;

/**
 * The visitor's form on both booths: the waitlist's fields and rules, kept by the host (the
 * tablet's queue, the kiosk's own server). A badge scan fills names, e-mail and company; the
 * visitor checks and sends, and the thank-you follows.
 */
export function SignUpForm({
  onSave,
  failureText,
  onThanked,
}: {
  /** Keeps the sign-up (and sends it when it can); answers what the thank-you shows. */
  onSave: (signUp: BoothSignUp) => Promise<VisitorThanks>;
  /** What the visitor reads when the host could not keep the sign-up. */
  failureText: (message: string) => string;
  /** The visitor is done with the thank-you: the host shows its attract screen. */
  onThanked: () => void;
}) {
  const id = useId();
  const [saved, setSaved] = useState<VisitorThanks | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, BoothSignUp>({ resolver, defaultValues: EMPTY });

  const onScanned = (fields: BadgeFields) => {
    for (const name of ['firstName', 'lastName', 'email', 'company'] as const) {
      const value = fields[name];
      if (value) setValue(name, value, { shouldValidate: false, shouldDirty: true });
    }
    // No field shows it: a badge holding only its id is kept with the lead (issue 42, item 6).
    setValue('badgeId', fields.badgeId);
  };

  if (saved) {
    return (
      <ThankYou
        thanks={saved}
        onDone={() => {
          reset(EMPTY);
          setSaved(null);
          onThanked();
        }}
      />
    );
  }

  const onSubmit = handleSubmit(async (signUp) => {
    try {
      const thanks = await onSave(signUp);
      setProblem(null);
      setSaved(thanks);
    } catch (error) {
      // A field the host refused is marked at the field, as the site's own form does.
      const refused = error instanceof ApiError ? Object.entries(error.errors ?? {}) : [];
      for (const [field, message] of refused) {
        const name = FIELDS.find((known) => known === field);
        if (name) setError(name, { type: 'server', message });
      }
      setProblem(failureText((error as Error).message));
    }
  });

  const text = (
    name: 'firstName' | 'lastName' | 'email' | 'company',
    label: string,
    type: string,
    autoComplete: string,
  ) => {
    const error = errors[name]?.message;
    return (
      <div className={`waitlist-field waitlist-field--${name}`}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          {...register(name)}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="waitlist-field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className="waitlist-form booth-form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Join the waitlist"
    >
      <BadgeScanButton onScanned={onScanned} />
      <div className="waitlist-form__names">
        {text('firstName', 'First Name', 'text', 'given-name')}
        {text('lastName', 'Last Name', 'text', 'family-name')}
      </div>
      {text('email', 'Email', 'email', 'email')}
      {text('company', 'Company (optional)', 'text', 'organization')}
      <div className="waitlist-field waitlist-field--consent">
        <div className="waitlist-consent">
          <input
            id={`${id}-consent`}
            type="checkbox"
            aria-invalid={errors.hasConsented ? true : undefined}
            {...register('hasConsented')}
          />
          <label htmlFor={`${id}-consent`}>
            I agree to receive updates about the product and services
          </label>
        </div>
        {errors.hasConsented && (
          <p className="waitlist-field__error">{errors.hasConsented.message}</p>
        )}
      </div>
      <button
        type="submit"
        className="btn btn--primary waitlist-form__submit booth-button"
        disabled={isSubmitting}
      >
        Join Waitlist
      </button>
      {problem && (
        <p role="alert" className="waitlist-form__server-error">
          {problem}
        </p>
      )}
    </form>
  );
}
