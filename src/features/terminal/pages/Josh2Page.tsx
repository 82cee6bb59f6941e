import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ATTRACT_PARAM } from '@shared';
import { BootSequence } from '../components/BootSequence';
import { ConsoleScreen } from '../components/ConsoleScreen';
import { JOSH2_SETTINGS } from '../engine';

/** /josh2: the boot animation, then the main terminal chat (in the kiosk's attract mode, no boot). */
export default function Josh2Page() {
  const [searchParams] = useSearchParams();
  const attract = searchParams.get(ATTRACT_PARAM) === '1';
  const [typedDuringBoot, setTypedDuringBoot] = useState<string | null>(attract ? '' : null);
  // A visitor who skipped the animation wants the menu now, not a slow greeting (issue 44).
  const [skipped, setSkipped] = useState(false);
  // A line typed and sent before the app ran (the page is prerendered, issue 42, item 5).
  const [sentDuringBoot, setSentDuringBoot] = useState(false);
  const finishBoot = useCallback((typed: string, byVisitor: boolean, sent = false) => {
    setTypedDuringBoot((kept) => kept ?? typed);
    setSkipped((kept) => kept || byVisitor);
    setSentDuringBoot((kept) => kept || sent);
  }, []);
  if (typedDuringBoot === null) return <BootSequence onDone={finishBoot} />;
  return (
    <ConsoleScreen
      title="SYNAPSE COMMAND INTERFACE"
      shortTitle="SYNAPSE"
      settings={JOSH2_SETTINGS}
      initialCommand={typedDuringBoot}
      sendInitialCommand={sentDuringBoot}
      attract={attract}
      skipGreeting={skipped}
    />
  );
}
