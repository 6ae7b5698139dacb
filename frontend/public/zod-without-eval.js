// zod probes `new Function('')` when it builds its first object schema, to decide whether to
// compile fast parsers; under the app's Content Security Policy (no 'unsafe-eval') that probe
// is a reported violation even though zod catches it. zod keeps its settings on this global
// (shared by every copy of zod). A classic script runs before the app's module scripts, so
// the setting is there before any schema is built at import time.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
