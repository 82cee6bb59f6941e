/** The admin's Booths section (issue 27): devices per event, pairing, counts and the leads. */
export { BoothsPanel } from './components/BoothsPanel';
