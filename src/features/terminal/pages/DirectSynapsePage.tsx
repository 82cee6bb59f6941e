import { ActivationScreen } from '../components/ActivationScreen';

/** /direct-synapse: straight to the e-mail prompt. */
export default function DirectSynapsePage() {
  return <ActivationScreen startAt="email" />;
}
