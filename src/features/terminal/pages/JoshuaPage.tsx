import { useSearchParams } from 'react-router-dom';
import { ATTRACT_PARAM } from '@shared/kiosk';
import { ConsoleScreen } from '../components/ConsoleScreen';
import { JOSHUA_SETTINGS } from '../engine';

/** /joshua: the first console variant, with the second persona mode (docs/product.md §2.1). */
export default function JoshuaPage() {
  const [searchParams] = useSearchParams();
  return (
    <ConsoleScreen
      title="W.O.P.R. COMMAND INTERFACE"
      shortTitle="W.O.P.R."
      settings={JOSHUA_SETTINGS}
      attract={searchParams.get(ATTRACT_PARAM) === '1'}
    />
  );
}
