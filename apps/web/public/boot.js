/*
 * Applies the stored theme and language to <html> before the app bundle runs,
 * so the first paint already has the right colours and lang (no flash).
 * Kept external and tiny because the CSP allows no inline script.
 * Keys and values mirror STORAGE_KEYS / themes / languages of @app/contract.
 */
(function () {
  var root = document.documentElement;
  var theme = 'dark';
  var language = 'pt';
  try {
    if (localStorage.getItem('theme') === 'light') theme = 'light';
    if (localStorage.getItem('language') === 'en') language = 'en';
  } catch {
    /* storage blocked (private mode): keep the defaults */
  }
  root.setAttribute('data-theme', theme);
  root.setAttribute('lang', language === 'en' ? 'en' : 'pt-BR');
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta && theme === 'light') meta.setAttribute('content', '#f4f5fb');
})();
