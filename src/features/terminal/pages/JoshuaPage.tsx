import { ConsoleScreen } from '../components/ConsoleScreen';
import { JOSHUA_SETTINGS } from '../engine';

/** /joshua: the first console variant, with the second persona mode (DECISIONS "Routes"). */
export default function JoshuaPage() {
  return (
    <ConsoleScreen
      title="W.O.P.R. COMMAND INTERFACE"
      shortTitle="W.O.P.R."
      settings={JOSHUA_SETTINGS}
    />
  );
}
