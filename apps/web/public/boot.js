/*
 * Applies the stored theme and language to <html> before the app bundle runs,
 * so the first paint already has the right colours and lang (no flash), and
 * starts the system status request.
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
  // SPEC §2 startup loads the system status before rendering: asking now, while
  // the bundle downloads, saves the app a round trip (fetch-system-status.ts reads
  // it once). Same request as the app's own: path of API.systemStatus, language header.
  if (window.fetch) {
    window.__earlyStatus = fetch('/wps/system/status', {
      headers: { Accept: 'application/json', language: language },
      credentials: 'same-origin',
    });
    // A failure is read (and reported) by the app; never an unhandled rejection here.
    window.__earlyStatus.catch(function () {});
  }
})();
