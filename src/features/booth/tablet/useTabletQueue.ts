import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EntryResult } from '@shared/apiV1';
import type { LeadFields } from '@shared/leads';
import type { LeadPerson } from '@shared/boothStaff';
import {
  addSignUp,
  allSignUps,
  LAST_SYNC_KEY,
  readAtBooth,
  readDevice,
  readMeta,
  updateLead,
  writeAtBooth,
  type PairedDeviceRecord,
  type QueuedSignUp,
} from './tabletDb';
import { latestOnly } from '@lib/latestOnly';
import { needsSync } from './queueRecords';
import { answerFor, sendQueue, type SendOutcome } from './sendQueue';

/** While the booth is open it tries again this often (and at once when the network is back). */
const RETRY_MS = 30_000;
/** How long a new sign-up's thank-you waits for the web's answer (its ticket and links). */
const ANSWER_WAIT_MS = 5_000;

export interface TabletQueue {
  device: PairedDeviceRecord | undefined;
  signUps: QueuedSignUp[];
  queued: number;
  synced: number;
  /** Sign-ups the web answered "erased": their owners erased them; they left the queue. */
  erased: number;
  lastSyncAt: string | null;
  lastOutcome: SendOutcome | null;
  syncing: boolean;
  online: boolean;
  /** The staff member signed in at the booth (issue 40, item 5), or nobody. */
  atBooth: LeadPerson;
  signIn(person: LeadPerson): Promise<void>;
  add(
    signUp: Omit<
      QueuedSignUp,
      'externalId' | 'synced' | 'leadVersion' | 'syncedLeadVersion' | 'lead' | 'capturedBy'
    >,
  ): Promise<EntryResult | undefined>;
  setLead(externalId: string, lead: LeadFields): Promise<void>;
  syncNow(): Promise<void>;
  reload(): Promise<void>;
}

/** The tablet's queue in React: counts, the last send, and the sends it starts by itself. */
export function useTabletQueue(): TabletQueue {
  const [device, setDevice] = useState<PairedDeviceRecord>();
  const [signUps, setSignUps] = useState<QueuedSignUp[]>([]);
  const [lastSyncAt, setLastSyncAt] = useState<string | null>(null);
  const [lastOutcome, setLastOutcome] = useState<SendOutcome | null>(null);
  const [syncing, setSyncing] = useState(false);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [atBooth, setAtBooth] = useState<LeadPerson>(null);
  const alive = useRef(true);

  // The latest read wins: a send's reload that began before the staff PIN was saved must not put
  // the tablet back on the PIN screen after the reload that follows the save.
  const reload = useMemo(
    () =>
      latestOnly(
        () => Promise.all([readDevice(), allSignUps(), readMeta(LAST_SYNC_KEY), readAtBooth()]),
        ([stored, items, last, person]) => {
          if (!alive.current) return;
          setAtBooth(person);
          setDevice(stored);
          setSignUps(items);
          setLastSyncAt(last ?? null);
        },
      ),
    [],
  );

  const syncNow = useCallback(async () => {
    setSyncing(true);
    try {
      const outcome = await sendQueue();
      if (alive.current) setLastOutcome(outcome);
    } finally {
      if (alive.current) setSyncing(false);
      await reload();
    }
  }, [reload]);

  useEffect(() => {
    alive.current = true;
    void reload().then(syncNow);
    const onOnline = () => {
      setOnline(true);
      void syncNow();
    };
    const onOffline = () => setOnline(false);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    const timer = setInterval(() => void syncNow(), RETRY_MS);
    return () => {
      alive.current = false;
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      clearInterval(timer);
    };
  }, [reload, syncNow]);

  const add: TabletQueue['add'] = async (signUp) => {
    const externalId = `tablet-${crypto.randomUUID()}`;
    // Listening before it is stored: a send already running may take it and answer at once.
    const answer = answerFor(externalId, ANSWER_WAIT_MS);
    await addSignUp({
      ...signUp,
      externalId,
      capturedBy: atBooth?.id ?? null,
      synced: 0,
      lead: { rating: null, interests: [], note: '' },
      leadVersion: 0,
      syncedLeadVersion: 0,
    });
    await reload();
    void syncNow();
    return answer;
  };

  const setLead: TabletQueue['setLead'] = async (externalId, lead) => {
    await updateLead(externalId, lead, atBooth?.id ?? null);
    await reload();
    void syncNow();
  };

  return {
    device,
    signUps,
    queued: signUps.filter(needsSync).length,
    synced: signUps.filter((item) => item.synced === 1).length,
    erased: signUps.filter((item) => item.erased === 1).length,
    lastSyncAt,
    lastOutcome,
    syncing,
    // A send that found no network says more than navigator.onLine, which a captive Wi-Fi fools.
    online: online && lastOutcome?.status !== 'offline',
    atBooth,
    signIn: async (person) => {
      await writeAtBooth(person);
      setAtBooth(person);
    },
    add,
    setLead,
    syncNow,
    reload,
  };
}
