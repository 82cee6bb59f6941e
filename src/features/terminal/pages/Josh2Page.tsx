import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ATTRACT_PARAM } from '@shared/kiosk';
import type { TypedAhead } from '@lib/typeAhead';
import { useLoaded } from '@lib/useLoaded';
import { BootSequence } from '../components/BootSequence';
import { loadConsoleScreen } from '../components/loadConsole';
import { JOSH2_SETTINGS } from '../engine/constants';

const NOTHING_TYPED: TypedAhead = { line: '', sent: false, typed: false };

/**
 * /josh2: the boot animation, then the main terminal chat (in the kiosk's attract mode, no boot).
 * The boot screen stays until the console's code has loaded, which it does meanwhile.
 */
export default function Josh2Page() {
  const [searchParams] = useSearchParams();
  const attract = searchParams.get(ATTRACT_PARAM) === '1';
  // The line typed during the boot; null while it runs.
  const [boot, setBoot] = useState<TypedAhead | null>(attract ? NOTHING_TYPED : null);
  const ConsoleScreen = useLoaded(loadConsoleScreen);
  if (boot === null || ConsoleScreen === null) {
    return attract ? null : <BootSequence onDone={setBoot} />;
  }
  return (
    <ConsoleScreen
      title="SYNAPSE COMMAND INTERFACE"
      shortTitle="SYNAPSE"
      settings={JOSH2_SETTINGS}
      initialCommand={boot.line}
      sendInitialCommand={boot.sent}
      attract={attract}
      // A visitor who skipped the animation wants the menu now, not a slow greeting (issue 44).
      skipGreeting={boot.typed}
    />
  );
}
