// Runs first, from <head> (a file, not an inline script: the Content-Security-Policy allows
// scripts from 'self' only). 1. Applies the stored theme before the first paint (src/lib/theme.ts
// keeps it afterwards). 2. On pages prerendered at build time, which paint without any script,
// starts the app's script only after that first paint, so that it never delays it.
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

  function startApp() {
    var entry = document.querySelector('meta[name="synapse:entry"]');
    if (!entry) return;
    var preload = document.querySelector('meta[name="synapse:preload"]');
    var chunks = preload ? preload.content.split(' ') : [];
    for (var i = 0; i < chunks.length; i += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = chunks[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry.content;
    document.head.appendChild(script);
  }
  // The first animation frame comes right before the first paint; the timeout runs after it.
  document.addEventListener('DOMContentLoaded', function () {
    requestAnimationFrame(function () {
      setTimeout(startApp, 0);
    });
  });
})();
