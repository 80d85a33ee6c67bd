// Under the app's Content-Security-Policy (script-src 'self', no 'unsafe-eval'), zod 4 probes
// whether `new Function` works the first time it parses an object; the browser blocks the probe
// and reports a CSP violation, even though zod catches it and falls back. Telling zod up front
// to compile nothing keeps the page free of violations. Imported first by main.tsx.
import { z } from 'zod';

z.config({ jitless: true });
