import { useId } from 'react';

/** A one-time code input: a 6-digit TOTP code or a recovery code (so not digits only). */
export function CodeField({
  label,
  value,
  onChange,
  describedBy,
  autoFocus = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string | undefined;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
        // The code step appears after the password: focus moves to what is asked now.
        autoFocus={autoFocus}
      />
    </div>
  );
}
