// Runs before the app: applies the theme stored under "vite-ui-theme" (light by default) so the
// page never flashes the wrong colours. src/features/theme/theme.ts keeps the same rule.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('vite-ui-theme');
  } catch {
    // Storage disabled (privacy modes): the default theme applies.
  }
  var theme = stored === 'dark' || stored === 'light' || stored === 'system' ? stored : 'light';
  if (theme === 'system') theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.classList.add(theme);
})();
