import { ActivationScreen } from '../components/ActivationScreen';

/** /synapse: the agents connect, then the e-mail prompt. */
export default function SynapsePage() {
  return <ActivationScreen startAt="boot" />;
}
