import { useId, useState, type FormEvent } from 'react';

/** The mock-ups' e-mail capture: docs/product.md §2 says it does nothing beyond logging. */
export function MockEmailForm({
  page,
  label,
  buttonText,
  placeholder = 'you@company.com',
}: {
  page: string;
  label: string;
  buttonText: string;
  placeholder?: string;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    console.log(`[${page} mock-up] form submitted`, { email: value });
  };
  return (
    <form className="mock-form" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        placeholder={placeholder}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="btn btn--primary">
        {buttonText}
      </button>
    </form>
  );
}

/** A mock-up button that only logs. */
export function logClick(page: string, what: string) {
  return () => console.log(`[${page} mock-up] ${what} clicked`);
}
