import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isKioskMode } from '@lib/kiosk';
import { lockBooth } from '../lockApi';
import { boothInfoKey, fetchBoothInfo } from '@lib/boothInfo';
import { choosePin } from './staffApi';
import { KioskSignIn } from './KioskSignIn';
import { PinPrompt } from '../../shared/PinPrompt';
import { KioskStaffPanel } from './KioskStaffPanel';
import { OperatorContext } from './operatorContext';
import './staff.css';

/** The tab remembers that staff went on from the panel to the admin, until the idle reset. */
const ADMIN_VIEW_KEY = 'synapse.operator.admin';

/**
 * On a booth the operator PIN comes before anything an operator does (docs/product.md
 * §20 "Booth operations"): the admin pages show the PIN prompt (or, the first time, "choose a
 * PIN"), then the staff panel, and the admin only once staff open it. Off a booth it shows its
 * children.
 */
export function OperatorGate({ children }: { children: ReactNode }) {
  const kiosk = isKioskMode();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [adminView, setAdminView] = useState(
    () => kiosk && window.sessionStorage.getItem(ADMIN_VIEW_KEY) === '1',
  );
  const info = useQuery({ queryKey: boothInfoKey, queryFn: fetchBoothInfo, enabled: kiosk });

  if (!kiosk) return <>{children}</>;
  if (info.isPending) {
    return (
      <p role="status" className="operator-muted">
        Checking the booth…
      </p>
    );
  }
  // A browser tab in kiosk mode on the web deployment: there is no booth to ask for a PIN.
  if (!info.data) return <>{children}</>;

  const refresh = () => queryClient.invalidateQueries({ queryKey: boothInfoKey });
  const leave = () => void navigate('/');
  const lock = async () => {
    window.sessionStorage.removeItem(ADMIN_VIEW_KEY);
    setAdminView(false);
    await lockBooth();
    queryClient.clear();
    leave();
  };

  let screen: ReactNode;
  if (!info.data.pinSet) {
    screen = (
      <PinPrompt
        heading="Choose the operator PIN"
        intro="This booth has no PIN yet. Staff will need it to open the staff panel, the admin and to exit."
        submitLabel="Save the PIN"
        choosing
        onSubmit={async (pin) => {
          await choosePin(pin);
          await refresh();
        }}
        onCancel={leave}
      />
    );
  } else if (!info.data.unlocked) {
    screen = (
      <KioskSignIn
        lockedForSeconds={info.data.lockedForSeconds}
        onUnlocked={refresh}
        onCancel={leave}
      />
    );
  } else if (!adminView) {
    screen = (
      <KioskStaffPanel
        onOpenAdmin={() => {
          window.sessionStorage.setItem(ADMIN_VIEW_KEY, '1');
          setAdminView(true);
        }}
        onLock={() => void lock()}
      />
    );
  } else {
    const showStaffPanel = () => {
      window.sessionStorage.removeItem(ADMIN_VIEW_KEY);
      setAdminView(false);
    };
    return (
      <OperatorContext.Provider value={{ showStaffPanel }}>{children}</OperatorContext.Provider>
    );
  }
  return (
    <main id="main" className="operator">
      <title>Booth operator: SynapseAI</title>
      {screen}
    </main>
  );
}
