import type { ReactNode } from 'react';
import { SimpleFooter } from './SimpleFooter';
import { SimpleHeader } from './SimpleHeader';
import { SkipLink } from './SkipLink';
import './cardPage.css';

/**
 * A secondary page of one centred card (the waitlist loop's pages, the leaderboard): the skip
 * link, the secondary pages' header and footer, and the document title. Given `labelledBy`, the
 * card is a section named by that heading.
 */
export function CardPage({
  title,
  labelledBy,
  children,
}: {
  title: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  const Card = labelledBy ? 'section' : 'div';
  return (
    <div className="card-page">
      <title>{`${title}: SynapseAI`}</title>
      <SkipLink />
      <SimpleHeader />
      <main id="main" className="card-page__main">
        <Card className="card-page__card" aria-labelledby={labelledBy}>
          {children}
        </Card>
      </main>
      <SimpleFooter />
    </div>
  );
}
