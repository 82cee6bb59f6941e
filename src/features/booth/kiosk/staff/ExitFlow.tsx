import { useEffect, useState } from 'react';
import { canExitKiosk, requestKioskExit } from '@lib/kiosk';
import { EXIT_PUSH_MS, type StaffStatus } from '@shared/booth';
import { lockBooth } from '../lockApi';
import { exitPush, fetchStaffStatus, unlockWithPin } from './staffApi';
import { PinPrompt } from '../../shared/PinPrompt';

type Step =
  | { name: 'pin' }
  | { name: 'warn'; unsynced: number }
  | { name: 'pushing'; startedAt: number }
  | { name: 'done'; status: StaffStatus };

const signUps = (count: number) => `${count} sign-up${count === 1 ? '' : 's'}`;

/**
 * Leaving the booth (docs/product.md §20): the PIN again, a warning when sign-ups have
 * not reached the web, one last push of at most 15 s with its progress, and how many stay on the
 * booth (kept, they sync at the next start). Then the Electron kiosk quits; a browser booth says
 * it has stopped.
 */
export function ExitFlow({ onCancel }: { onCancel(): void }) {
  const [step, setStep] = useState<Step>({ name: 'pin' });

  const push = async () => {
    setStep({ name: 'pushing', startedAt: Date.now() });
    const status = await exitPush();
    setStep({ name: 'done', status });
  };

  const afterPin = async (pin: string) => {
    await unlockWithPin(pin);
    const status = await fetchStaffStatus();
    if (status.unsynced > 0) setStep({ name: 'warn', unsynced: status.unsynced });
    else await push();
  };

  if (step.name === 'pin') {
    return (
      <PinPrompt
        heading="Exit the booth"
        intro="Enter the operator PIN to leave the kiosk."
        submitLabel="Continue"
        onSubmit={afterPin}
        onCancel={onCancel}
      />
    );
  }
  if (step.name === 'warn') {
    return (
      <section className="operator-card" aria-labelledby="exit-warning">
        <h1 id="exit-warning">Not everything has synced</h1>
        <p role="alert" className="operator-warning">
          {signUps(step.unsynced)} have not reached the web yet. Exit makes one last try, for up to{' '}
          {EXIT_PUSH_MS / 1000} seconds. Whatever does not get through stays on this booth and syncs
          at the next start.
        </p>
        <div className="operator-actions">
          <button type="button" className="btn btn--primary" onClick={() => void push()}>
            Try to sync, then exit
          </button>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Stay on the booth
          </button>
        </div>
      </section>
    );
  }
  if (step.name === 'pushing') return <PushProgress startedAt={step.startedAt} />;
  return <ExitDone status={step.status} />;
}

function PushProgress({ startedAt }: { startedAt: number }) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setElapsed(Date.now() - startedAt), 250);
    return () => clearInterval(timer);
  }, [startedAt]);
  const seconds = Math.min(EXIT_PUSH_MS, elapsed) / 1000;
  return (
    <section className="operator-card" aria-labelledby="exit-pushing">
      <h1 id="exit-pushing">Sending sign-ups to the web…</h1>
      <progress max={EXIT_PUSH_MS / 1000} value={seconds} aria-label="Last sync before exit" />
      <p role="status" className="operator-muted">
        {Math.floor(seconds)} of at most {EXIT_PUSH_MS / 1000} seconds
      </p>
    </section>
  );
}

function ExitDone({ status }: { status: StaffStatus }) {
  const [stopped, setStopped] = useState(false);
  const leave = async () => {
    await lockBooth();
    if (canExitKiosk()) await requestKioskExit();
    else setStopped(true);
  };
  return (
    <section className="operator-card" aria-labelledby="exit-done">
      <h1 id="exit-done">{stopped ? 'The booth has stopped' : 'Ready to exit'}</h1>
      <p role="status">
        {status.unsynced === 0
          ? 'Every sign-up has reached the web.'
          : `${signUps(status.unsynced)} stay on this booth. They are kept and sync at the next start.`}
      </p>
      {stopped ? (
        <p className="operator-muted">You can close this window and switch the screen off.</p>
      ) : (
        <div className="operator-actions">
          <button type="button" className="btn btn--primary" onClick={() => void leave()}>
            Exit now
          </button>
        </div>
      )}
    </section>
  );
}
