import { PinPrompt } from '../shared/PinPrompt';
import { hashPin } from './pin';
import { saveDevice, type PairedDeviceRecord } from './tabletDb';
import { TABLET_TEXT } from './tabletText';

/**
 * A paired tablet without a staff PIN yet: chosen once, typed again to confirm, with the prompt
 * both booths use; kept on this tablet only, as a PBKDF2 hash.
 */
export function ChoosePinScreen({
  device,
  onChosen,
}: {
  device: PairedDeviceRecord;
  onChosen: () => void;
}) {
  return (
    <main id="main" className="booth-pair">
      <PinPrompt
        heading={TABLET_TEXT.pinTitle}
        intro={TABLET_TEXT.pinIntro}
        label="Staff PIN"
        submitLabel="Save the PIN"
        choosing
        onSubmit={async (pin) => {
          await saveDevice({ ...device, ...(await hashPin(pin)) });
          onChosen();
        }}
      />
    </main>
  );
}
