import { Fragment } from 'react';

/** A piece of an address longer than this may still break anywhere: one long word cannot widen a column. */
const LONG_PIECE = 18;

/**
 * The pieces an address wraps between, as a reader expects: after a dot of the name and before
 * the @ ("katherine.johnson@example.com" -> "katherine." "johnson" "@example.com").
 */
export function emailPieces(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at <= 0) return [email];
  return [...email.slice(0, at).split(/(?<=\.)/), email.slice(at)];
}

/** An e-mail address that wraps at its dots and its @, never inside a name. */
export function EmailText({ email }: { email: string }) {
  return (
    <>
      {emailPieces(email).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece.length > LONG_PIECE ? <span className="admin-email__long">{piece}</span> : piece}
        </Fragment>
      ))}
    </>
  );
}
