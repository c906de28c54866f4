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
    var file = languages.files[stored] || languages.files[languages.default];
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
