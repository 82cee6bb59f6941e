import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { boothSignUpSchema, type BoothSignUp } from '@shared/boothDevices';
import type { BadgeFields } from '@shared/badge';
import { KIOSK_SUCCESS_RESET_MS } from '@lib/kiosk';
import { BadgeScanButton } from '@components/badgeScan/BadgeScanButton';
import { BOOTH_VISITOR_TEXT } from './boothText';

type Values = Omit<BoothSignUp, 'hasConsented'> & { hasConsented: boolean };
const EMPTY: Values = { firstName: '', lastName: '', email: '', company: '', hasConsented: false };
const resolver = zodResolver(boothSignUpSchema) as unknown as Resolver<
  Values,
  unknown,
  BoothSignUp
>;

/**
 * The visitor's form at /booth: the waitlist's fields and rules, kept on the tablet first (the
 * queue sends it). A badge scan fills names, e-mail and company; the visitor checks and sends.
 */
export function SignUpForm({
  onSave,
  online,
}: {
  onSave: (signUp: BoothSignUp) => Promise<void>;
  online: boolean;
}) {
  const id = useId();
  const [saved, setSaved] = useState<null | { online: boolean }>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, BoothSignUp>({ resolver, defaultValues: EMPTY });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!saved) return;
    heading.current?.focus();
    const timer = setTimeout(() => {
      reset(EMPTY);
      setSaved(null);
    }, KIOSK_SUCCESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [saved, reset]);

  const onScanned = (fields: BadgeFields) => {
    for (const name of ['firstName', 'lastName', 'email', 'company'] as const) {
      const value = fields[name];
      if (value) setValue(name, value, { shouldValidate: false, shouldDirty: true });
    }
  };

  if (saved) {
    return (
      <div className="waitlist-success booth-saved" data-testid="booth-saved">
        <h2 ref={heading} tabIndex={-1}>
          {BOOTH_VISITOR_TEXT.savedTitle}
        </h2>
        <p>{saved.online ? BOOTH_VISITOR_TEXT.savedOnline : BOOTH_VISITOR_TEXT.savedOffline}</p>
        <button
          type="button"
          className="btn btn--primary booth-button"
          onClick={() => {
            reset(EMPTY);
            setSaved(null);
          }}
        >
          Next visitor
        </button>
      </div>
    );
  }

  const onSubmit = handleSubmit(async (signUp) => {
    try {
      await onSave(signUp);
      setProblem(null);
      setSaved({ online });
    } catch (error) {
      setProblem(`This sign-up could not be saved on the tablet: ${(error as Error).message}`);
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
