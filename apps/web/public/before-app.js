/* global window, document */
// Runs before the app's modules (a classic script in <head>), whatever order the bundle evaluates
// them in: what must be in place before the first of them.
(function () {
  // zod compiles object parsers with `new Function`, and probes for it as each object schema is
  // built: under the page's Content-Security-Policy (script-src 'self') even the probe is a reported
  // violation. Its global config (the object z.config writes to) says not to, before any schema
  // exists. e2e/support/csp.ts fails every test on a violation, should zod ever move it.
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

  // The stored (or system) colour scheme, so a dark page never flashes light. Mirrors
  // src/theme/color-scheme.ts (key 'color-scheme', default 'auto').
  var stored;
  try {
    stored = window.localStorage.getItem('color-scheme');
  } catch {
    stored = null; // storage blocked: follow the system
  }
  var scheme =
    stored === 'light' || stored === 'dark'
      ? stored
      : window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
