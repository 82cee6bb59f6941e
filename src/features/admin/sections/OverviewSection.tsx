import { SignupStats } from '../components/SignupStats';

/** /admin/overview: how the launch goes. */
export function OverviewSection() {
  return <SignupStats />;
}
