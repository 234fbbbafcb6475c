// patterndoc preview: keeps an open page in step with the site being rebuilt.
//
// `patterndoc preview` adds this script to every page it serves (never to the site on disk),
// with the generation of the site the page came from. It listens to the server's event
// stream, and
// - reloads the page as soon as a newer site is published,
// - says "rebuilding…" while a build runs,
// - shows why the last rebuild failed, over the last good site, until a build succeeds.
(function () {
  'use strict';
  var script = document.currentScript;
  var served = Number(script.getAttribute('data-generation'));
  var panel = document.getElementById('patterndoc-preview');
  if (!panel || typeof EventSource === 'undefined') return;
  var title = panel.querySelector('.patterndoc-preview-title');
  var message = panel.querySelector('.patterndoc-preview-message');
  // The same words as the page the server fills in (LiveReloadInjection.title).
  var titles = {
    failed: 'patterndoc preview: the last rebuild failed, so this is the last good site. Fix the failure below and save to rebuild.',
    building: 'patterndoc preview: building the site\u2026'
  };
  // A failure the reader hid stays hidden until another one comes.
  var dismissed = null;

  function show(state) {
    if (state.generation !== served) {
      location.reload();
      return;
    }
    var status = state.isBuilding ? 'building' : state.failure ? 'failed' : 'ok';
    panel.setAttribute('data-status', status);
    title.textContent = titles[status] || '';
    message.textContent = status === 'failed' ? state.failure : '';
    panel.hidden = status === 'ok' || (status === 'failed' && state.failure === dismissed);
  }

  panel.querySelector('.patterndoc-preview-hide').addEventListener('click', function () {
    if (panel.getAttribute('data-status') === 'failed') dismissed = message.textContent;
    panel.hidden = true;
  });

  var events = new EventSource('/__patterndoc/events');
  events.onmessage = function (event) {
    show(JSON.parse(event.data));
  };
})();
