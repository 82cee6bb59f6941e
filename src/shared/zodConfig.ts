import { z } from 'zod';

// The site runs under a content security policy without 'unsafe-eval': zod's compiled fast path,
// and its probe `Function('')` that the browser reports as a violation, stay off. Every shared
// module that builds schemas imports this first, so the setting is in place before the first
// schema is made (the probe runs when an object schema is built).
z.config({ jitless: true });
