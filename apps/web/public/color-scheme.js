/* global window, document */
// Sets the stored (or system) colour scheme before the app loads, so a dark page never flashes
// light. Mirrors src/theme/color-scheme.ts (key 'color-scheme', default 'auto').
(function () {
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
