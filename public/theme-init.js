// Applies the stored theme before the first paint (src/lib/theme.ts keeps it afterwards). A file,
// not an inline script: the Content-Security-Policy allows scripts from 'self' only.
(function () {
  var theme = 'dark';
  try {
    if (window.localStorage.getItem('theme') === 'light') theme = 'light';
  } catch {
    // Storage can be off (private mode): the default theme stays.
  }
  var root = document.documentElement;
  root.classList.toggle('light', theme === 'light');
  root.classList.toggle('dark', theme === 'dark');
})();
