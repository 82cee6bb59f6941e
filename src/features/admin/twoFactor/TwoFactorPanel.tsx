import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { DisableTwoFactor } from './DisableTwoFactor';
import { EnrolTwoFactor } from './EnrolTwoFactor';
import { fetchTwoFactorStatus, TWO_FACTOR_QUERY_KEY } from './api';
import './twoFactor.css';

/** The settings area's two-factor panel (issue 20, finding 6). */
export function TwoFactorPanel() {
  const id = useId();
  const status = useQuery({ queryKey: TWO_FACTOR_QUERY_KEY, queryFn: fetchTwoFactorStatus });
  return (
    <section className="admin-card admin-two-factor" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-card__heading">
        Two-factor sign-in
      </h2>
      {status.error && (
        <p role="alert" className="admin-problem">
          Could not load the two-factor settings: {status.error.message}
        </p>
      )}
      {status.data &&
        (status.data.enabled ? (
          <DisableTwoFactor recoveryCodesLeft={status.data.recoveryCodesLeft} />
        ) : (
          <EnrolTwoFactor />
        ))}
    </section>
  );
}
