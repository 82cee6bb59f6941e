import { useCallback, useState } from 'react';
import { BootSequence } from '../components/BootSequence';
import { ConsoleScreen } from '../components/ConsoleScreen';
import { JOSH2_SETTINGS } from '../engine';

/** /josh2: the boot animation, then the main terminal chat. */
export default function Josh2Page() {
  const [booted, setBooted] = useState(false);
  const finishBoot = useCallback(() => setBooted(true), []);
  if (!booted) return <BootSequence onDone={finishBoot} />;
  return <ConsoleScreen title="SYNAPSE COMMAND INTERFACE" settings={JOSH2_SETTINGS} />;
}
