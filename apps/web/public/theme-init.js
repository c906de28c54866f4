// Applies the stored theme before the first paint (an external file: the CSP allows no inline script).
try {
  var t = localStorage.getItem('theme');
  document.documentElement.dataset.theme = t === 'dark' ? 'dark' : 'light';
} catch {
  document.documentElement.dataset.theme = 'light';
}
