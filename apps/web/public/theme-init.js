// Runs before the first paint (an external file: the CSP allows no inline script).
// Applies the stored theme.
try {
  var t = localStorage.getItem('theme');
  document.documentElement.dataset.theme = t === 'dark' ? 'dark' : 'light';
} catch {
  document.documentElement.dataset.theme = 'light';
}
// Starts loading the visitor's language file beside the app's script: the app shows nothing
// before its texts are in. The built index.html names the files (vite.config.ts).
try {
  var meta = document.querySelector('meta[name="language-files"]');
  if (meta) {
    var languages = JSON.parse(meta.content);
    var stored = null;
    try {
      stored = localStorage.getItem('language');
    } catch {
      // Storage unavailable: the default language, as the app does.
    }
    var known = stored !== null && Object.prototype.hasOwnProperty.call(languages.files, stored);
    var language = known ? stored : languages.default;
    var file = languages.files[language];
    startEarlyCalls(language);
    if (file) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      link.crossOrigin = '';
      document.head.appendChild(link);
    }
  }
} catch {
  // Only a head start: the app loads the file itself in any case.
}

// Asks for a visitor's first-screen calls now, beside the app's script, instead of after it has
// downloaded and run: the app takes these answers (src/lib/early-calls.ts). The addresses are
// the app's own, exactly as it builds them. A member's calls carry the session: not started.
function startEarlyCalls(language) {
  try {
    if (sessionStorage.getItem('token') !== null || typeof fetch !== 'function') return;
    var init = { headers: { accept: 'application/json' } };
    var urls = [
      '/wps/system/status',
      '/wps/system/settings/consolidated',
      '/wps/relay/MCSFE_getListAnnouncements?platform=W&language=' + language,
    ];
    window.earlyCalls = {};
    for (var i = 0; i < urls.length; i++) window.earlyCalls[urls[i]] = fetch(urls[i], init);
  } catch {
    // Only a head start: the app asks itself in any case.
  }
}
