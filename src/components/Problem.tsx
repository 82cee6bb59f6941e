import type { ReactNode } from 'react';

/**
 * The one problem a form or panel shows, read out as it appears (role="alert"); nothing when
 * there is none. Fields point at it with aria-describedby through `id`.
 */
export function Problem({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="admin-problem">
      {children}
    </p>
  );
}
