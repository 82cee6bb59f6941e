import { useCallback, useState } from 'react';
import { BootSequence } from '../components/BootSequence';
import { ConsoleScreen } from '../components/ConsoleScreen';
import { JOSH2_SETTINGS } from '../engine';

/** /josh2: the boot animation, then the main terminal chat. */
export default function Josh2Page() {
  const [typedDuringBoot, setTypedDuringBoot] = useState<string | null>(null);
  const finishBoot = useCallback(
    (typed: string) => setTypedDuringBoot((kept) => kept ?? typed),
    [],
  );
  if (typedDuringBoot === null) return <BootSequence onDone={finishBoot} />;
  return (
    <ConsoleScreen
      title="SYNAPSE COMMAND INTERFACE"
      shortTitle="SYNAPSE"
      settings={JOSH2_SETTINGS}
      initialCommand={typedDuringBoot}
    />
  );
}
