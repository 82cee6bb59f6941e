import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { JOIN_AGAIN_PATH } from '../constants';
import { LOOP_TEXT } from '../statusText';
import { LoopIcon } from './LoopIcon';

/** An expired, used or forged link: the server's words, then what to do about it. */
export function LinkProblem({
  title = LOOP_TEXT.linkProblemTitle,
  message,
  help,
  joinAgain = true,
}: {
  title?: string;
  message: string;
  help: string;
  joinAgain?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="loop-result loop-result--problem" aria-labelledby="loop-problem-title">
      <LoopIcon kind="problem" />
      <h1 id="loop-problem-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p role="alert" className="loop-result__message">
        {message}
      </p>
      <p>{help}</p>
      {joinAgain && (
        <p className="loop-actions">
          <Link className="btn btn--primary" to={JOIN_AGAIN_PATH}>
            {LOOP_TEXT.joinAgain}
          </Link>
        </p>
      )}
    </section>
  );
}
