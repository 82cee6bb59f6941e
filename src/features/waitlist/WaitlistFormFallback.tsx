/** Holds the form's place while its code loads. */
export function WaitlistFormFallback() {
  return (
    <p role="status" className="waitlist-form-fallback">
      Loading the sign-up form...
    </p>
  );
}
