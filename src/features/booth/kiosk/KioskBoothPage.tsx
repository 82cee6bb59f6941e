import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useJoinWaitlist } from '@features/waitlist';
import { boothInfoKey, fetchBoothInfo } from '@lib/boothInfo';
import { siteProofs } from '@lib/botCheck/siteProofs';
import { msSinceFirstInteraction } from '@lib/firstInteraction';
import { AttractScreen } from '../shared/AttractScreen';
import { SignUpForm } from '../shared/SignUpForm';
import { VisitorScreen } from '../shared/VisitorScreen';
import { ADMIN_SHORTCUT } from './constants';
import { askVisitorLinks } from './visitorLinksApi';

/**
 * The kiosk's home (issue 39, item 2): the booth's screen instead of the marketing site. The
 * attract screen until a tap, then the visitor's form, sent to the kiosk's own server (which syncs
 * it to the web), and the thank-you; the idle reset reloads it at the attract screen. Staff go
 * through the corner to the operator PIN, as Ctrl+Shift+A does.
 */
export default function KioskBoothPage() {
  const navigate = useNavigate();
  const [attract, setAttract] = useState(true);
  const join = useJoinWaitlist();
  // A tab in kiosk mode on the web has no booth to ask: no event on its attract screen. A key of
  // its own: the operator's gate reads the PIN's state fresh, not from when this screen loaded.
  const booth = useQuery({ queryKey: [...boothInfoKey, 'event'], queryFn: fetchBoothInfo });

  useEffect(() => {
    if (attract) return;
    // Solved while the visitor types, so that the join rarely waits for it (issue 29).
    const proofs = siteProofs();
    proofs.prepare();
    return () => proofs.stop();
  }, [attract]);

  if (attract) {
    return (
      <div className="booth-app">
        <title>Join the waitlist: SynapseAI</title>
        <AttractScreen event={booth.data?.event ?? undefined} onStart={() => setAttract(false)} />
      </div>
    );
  }
  return (
    <VisitorScreen onStaff={() => void navigate(ADMIN_SHORTCUT.path)}>
      <title>Join the waitlist: SynapseAI</title>
      <SignUpForm
        onSave={async (signUp) => {
          const answer = await join.mutateAsync({
            ...signUp,
            // From the page's first interaction, as the site's form counts it (issue 44).
            elapsedMs: msSinceFirstInteraction(),
          });
          return {
            firstName: signUp.firstName,
            ticket: answer.position,
            offline: false,
            confirmByMail: answer.status === 'waiting' && !answer.alreadyOnList,
            // A repeated address's links are its owner's: only a new sign-up asks for them.
            ...(answer.alreadyOnList ? {} : { askLinks: askVisitorLinks(answer.position) }),
          };
        }}
        failureText={(message) => `This sign-up could not be saved: ${message}`}
        onThanked={() => setAttract(true)}
      />
    </VisitorScreen>
  );
}
