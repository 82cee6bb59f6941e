/** The recovery codes, shown once after enrolment: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="admin-two-factor__codes">
      <p role="status">
        Two-factor sign-in is on. Save these recovery codes somewhere safe now: each signs in once
        without your phone, and they are not shown again.
      </p>
      <ol className="admin-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn--primary" onClick={onDone}>
        I have saved the codes
      </button>
    </div>
  );
}
