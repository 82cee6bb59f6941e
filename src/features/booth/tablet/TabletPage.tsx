import { useEffect, useState } from 'react';
import { useIdleTimer } from '../shared/useIdleTimer';
import { DEFAULT_IDLE_SECONDS } from '@shared/kiosk';
import { PAIRING_QUERY } from '@shared/boothDevices';
import { AttractScreen } from '../shared/AttractScreen';
import { SignUpForm } from '../shared/SignUpForm';
import { VisitorScreen } from '../shared/VisitorScreen';
import { ChoosePinScreen } from './ChoosePinScreen';
import { PairScreen } from './PairScreen';
import { TabletStaffPanel } from './TabletStaffPanel';
import { useStandaloneShell } from './standaloneShell';
import { useTabletQueue } from './useTabletQueue';
import './tablet.css';

/**
 * /booth (issue 27): the tablet booth. Unpaired, it shows how to pair; paired, the visitor's form,
 * kept in IndexedDB and sent with the device key, the staff panel behind the PIN, and after the
 * idle time an attract screen. It works offline once loaded (booth-sw.js).
 */
export default function TabletPage() {
  useStandaloneShell();
  const queue = useTabletQueue();
  const [loaded, setLoaded] = useState(false);
  const [staff, setStaff] = useState(false);
  const [attract, setAttract] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [initialCode] = useState(
    () => new URLSearchParams(window.location.search).get(PAIRING_QUERY) ?? '',
  );

  useEffect(() => {
    void queue.reload().then(() => setLoaded(true));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the start
  }, []);

  useIdleTimer(queue.device && !staff ? DEFAULT_IDLE_SECONDS : null, () => {
    setFormKey((key) => key + 1);
    setAttract(true);
  });

  if (!loaded)
    return (
      <p role="status" className="page-loading">
        Loading...
      </p>
    );
  if (!queue.device) {
    return (
      <div className="booth-app">
        <PairScreen
          initialCode={initialCode}
          onPaired={() => {
            // The code in the address is used: a reload must not offer it again.
            window.history.replaceState(null, '', window.location.pathname);
            void queue.reload().then(queue.syncNow);
          }}
        />
      </div>
    );
  }

  if (!queue.device.pinHash) {
    return (
      <div className="booth-app">
        <ChoosePinScreen device={queue.device} onChosen={() => void queue.reload()} />
      </div>
    );
  }

  if (attract) {
    // A screen of its own: the form is not drawn under it (issue 39).
    return (
      <div className="booth-app">
        <AttractScreen event={queue.device.device.event} onStart={() => setAttract(false)} />
      </div>
    );
  }

  return (
    <VisitorScreen
      onStaff={() => setStaff(true)}
      staffPanel={staff && <TabletStaffPanel queue={queue} onClose={() => setStaff(false)} />}
    >
      <SignUpForm
        key={formKey}
        onSave={async (signUp) => {
          const answer = await queue.add({ ...signUp, createdAt: new Date().toISOString() });
          return {
            firstName: signUp.firstName,
            ticket: answer?.position,
            links: answer?.visitor,
            offline: answer === undefined,
          };
        }}
        failureText={(message) => `This sign-up could not be saved on the tablet: ${message}`}
        onThanked={() => setAttract(true)}
      />
    </VisitorScreen>
  );
}
