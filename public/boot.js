// Runs first, from <head> (a file, not an inline script: the Content-Security-Policy allows
// scripts from 'self' only). 1. Applies the stored theme before the first paint (src/lib/theme.ts
// keeps it afterwards). 2. On pages prerendered at build time, which paint without any script,
// starts the app's script only after that first paint, so that it never delays it. 3. On a page
// that asks for it (/josh2's boot screen), keeps the keys typed before the app runs, for the app
// to take (src/lib/typeAhead.ts): a line typed at once is not lost.
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
  function keepKeys() {
    var keys = [];
    function onKey(event) {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.length === 1 || /^(Backspace|Enter|Escape)$/.test(event.key)) {
        keys.push(event.key);
      }
    }
    // A tap skips the boot as Escape does.
    function onTap() {
      keys.push('Escape');
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onTap);
    window.__synapseTypeAhead = function () {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onTap);
      window.__synapseTypeAhead = undefined;
      return keys;
    };
  }
  // From the start; the page's head, read once it is parsed, says whether the keys are wanted.
  keepKeys();

  // The first animation frame comes right before the first paint; the timeout runs after it.
  document.addEventListener('DOMContentLoaded', function () {
    if (!document.querySelector('meta[name="synapse:type-ahead"]') && window.__synapseTypeAhead) {
      window.__synapseTypeAhead();
    }
    requestAnimationFrame(function () {
      setTimeout(startApp, 0);
    });
  });
})();
