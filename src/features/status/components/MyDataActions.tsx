import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { deleteMyData, loopApiPaths, resubscribe, unsubscribe } from '../api';
import { LOOP_TEXT } from '../statusText';

/** Unsubscribe, download my data and delete my data (docs/product.md §16, GDPR). */
export function MyDataActions({
  token,
  unsubscribed,
  onDeleted,
}: {
  token: string;
  /** The entry unsubscribed earlier (from this page or an e-mail's unsubscribe link). */
  unsubscribed: boolean;
  onDeleted: () => void;
}) {
  // Starts as the server says; each button's answer then decides what the page shows.
  const [subscribed, setSubscribed] = useState(!unsubscribed);
  const leave = useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: () => setSubscribed(false),
  });
  const rejoin = useMutation({
    mutationFn: () => resubscribe(token),
    onSuccess: () => setSubscribed(true),
  });
  const erase = useMutation({ mutationFn: () => deleteMyData(token), onSuccess: onDeleted });
  const [askingToDelete, setAskingToDelete] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (askingToDelete) question.current?.focus();
    else if (wasAsking.current) deleteButton.current?.focus();
    wasAsking.current = askingToDelete;
  }, [askingToDelete]);

  return (
    <section className="loop-actions-panel" aria-labelledby="my-data-title">
      <h2 id="my-data-title">Your e-mails and your data</h2>

      <div className="loop-action">
        {subscribed ? (
          <>
            {rejoin.isSuccess && (
              <p role="status" className="loop-done">
                {LOOP_TEXT.resubscribed}
              </p>
            )}
            <button
              type="button"
              className="btn btn--outline"
              disabled={leave.isPending}
              onClick={() => leave.mutate()}
            >
              {leave.isPending ? 'Unsubscribing...' : LOOP_TEXT.unsubscribe}
            </button>
          </>
        ) : (
          <>
            <p role="status" className="loop-done">
              {LOOP_TEXT.unsubscribed}
            </p>
            <button
              type="button"
              className="btn btn--outline"
              disabled={rejoin.isPending}
              onClick={() => rejoin.mutate()}
            >
              {rejoin.isPending ? 'Subscribing...' : LOOP_TEXT.resubscribe}
            </button>
          </>
        )}
        {[leave, rejoin].map(
          (action, index) =>
            action.isError && (
              <p key={index} role="alert" className="loop-error">
                {action.error.message}
              </p>
            ),
        )}
      </div>

      <div className="loop-action">
        {/* A plain download link: the server answers the JSON as an attachment. */}
        <a className="btn btn--outline" href={loopApiPaths.export(token)} download>
          {LOOP_TEXT.download}
        </a>
      </div>

      <div className="loop-action">
        {askingToDelete ? (
          <div className="loop-confirm">
            <p ref={question} tabIndex={-1} id="delete-question">
              {LOOP_TEXT.deleteQuestion}
            </p>
            <div className="loop-confirm__buttons">
              <button
                type="button"
                className="btn loop-btn--danger"
                aria-describedby="delete-question"
                disabled={erase.isPending}
                onClick={() => erase.mutate()}
              >
                {erase.isPending ? 'Deleting...' : LOOP_TEXT.deleteConfirm}
              </button>
              <button
                type="button"
                className="btn btn--ghost"
                disabled={erase.isPending}
                onClick={() => setAskingToDelete(false)}
              >
                {LOOP_TEXT.deleteCancel}
              </button>
            </div>
          </div>
        ) : (
          <button
            ref={deleteButton}
            type="button"
            className="btn loop-btn--danger-outline"
            onClick={() => setAskingToDelete(true)}
          >
            {LOOP_TEXT.deleteData}
          </button>
        )}
        {erase.isError && (
          <p role="alert" className="loop-error">
            {erase.error.message}
          </p>
        )}
      </div>
    </section>
  );
}
