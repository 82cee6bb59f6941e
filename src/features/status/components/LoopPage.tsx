import type { ReactNode } from 'react';
import { CardPage } from '@components/CardPage';
import '../status.css';

/** The frame of the loop pages: the secondary pages' header and footer around one card. */
export function LoopPage({ title, children }: { title: string; children: ReactNode }) {
  return <CardPage title={title}>{children}</CardPage>;
}
