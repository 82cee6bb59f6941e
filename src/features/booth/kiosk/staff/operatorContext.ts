import { createContext, useContext } from 'react';

/** Inside the gate on a booth: the way from the admin back to the staff panel (and its Exit). */
export interface OperatorControls {
  showStaffPanel(): void;
}
export const OperatorContext = createContext<OperatorControls | null>(null);

/** The operator's controls on a booth; null anywhere else. */
export function useOperator(): OperatorControls | null {
  return useContext(OperatorContext);
}
