import { Link } from 'react-router-dom';
import { LoopIcon } from '../components/LoopIcon';
import { LoopPage } from '../components/LoopPage';
import { LOOP_TEXT } from '../statusText';

/** /welcome: where an invite lands when INVITE_REDIRECT_URL is unset. */
export default function WelcomePage() {
  return (
    <LoopPage title={LOOP_TEXT.welcomeTitle}>
      <section className="loop-result" aria-labelledby="welcome-title">
        <LoopIcon kind="done" />
        <h1 id="welcome-title">{LOOP_TEXT.welcomeTitle}</h1>
        <p>{LOOP_TEXT.welcomeBody}</p>
        <p className="loop-actions">
          <Link className="btn btn--primary" to="/">
            Back to the home page
          </Link>
        </p>
      </section>
    </LoopPage>
  );
}
