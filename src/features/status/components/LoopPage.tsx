import type { ReactNode } from 'react';
import { SimpleFooter } from '@components/SimpleFooter';
import { SimpleHeader } from '@components/SimpleHeader';
import { SkipLink } from '@components/SkipLink';
import '../status.css';

/** The frame of the loop pages: the secondary pages' header and footer around one card. */
export function LoopPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="loop-page">
      <title>{`${title}: SynapseAI`}</title>
      <SkipLink />
      <SimpleHeader />
      <main id="main" className="loop-main">
        <div className="loop-card">{children}</div>
      </main>
      <SimpleFooter />
    </div>
  );
}
