// The proof-of-work solver's Web Worker (issue 29): ALTCHA's own worker loop with the browser's
// SHA-256 (Web Crypto), so solving never holds up the page.
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
