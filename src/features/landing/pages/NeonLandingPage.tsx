import { useEffect, useState } from 'react';
import { finishHydratingPrerender } from '@lib/hydration';
import { useLoaded } from '@lib/useLoaded';
import { BootSequence } from '../boot/BootSequence';

/** The page after the boot: its code loads while the boot plays, so the boot paints sooner. */
const loadNeonPage = () => import('./NeonPage').then((module) => module.default);

/**
 * The neon landing page (docs/product.md §2): the boot sequence first, then the page. Nothing of
 * the page, the count call included (docs/product.md §7), runs before the boot completes. The boot
 * screen is prerendered in each of its looks (issue 42, item 5) and hydrated as sent.
 */
export default function NeonLandingPage() {
  const [booted, setBooted] = useState(false);
  useEffect(finishHydratingPrerender, []);
  // The boot screen stays until the page's code is there too: never an empty screen between.
  const NeonPage = useLoaded(loadNeonPage);
  return (
    <>
      <title>Neon: SynapseAI</title>
      {booted && NeonPage ? <NeonPage /> : <BootSequence onComplete={() => setBooted(true)} />}
    </>
  );
}
