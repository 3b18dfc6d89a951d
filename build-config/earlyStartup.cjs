/**
 * Inlined into the shell's index.html (build-config/webpack.cjs): starts the two start-up reads,
 * config.json and then the remotes manifest it names, while the shell's code is still downloading, and
 * opens the connections to the store API and the remotes. The shell takes each answer once
 * (shell/src/runtime/fetchJson.ts), so a retry always reads afresh. Plain ES5: it runs before any bundle.
 */
(function () {
  var early = (window.__shopEarlyJson = {});
  function read(url) {
    var answer = fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } }).then(function (response) {
      if (!response.ok) throw new Error(url + ' answered HTTP ' + response.status);
      return response.json();
    });
    answer.catch(function () {});
    early[url] = answer;
    return answer;
  }
  function preconnect(url, anonymous) {
    try {
      var link = document.createElement('link');
      link.rel = 'preconnect';
      link.href = new URL(url).origin;
      if (anonymous) link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    } catch (error) {
      // Not a URL: the shell reports a bad config itself.
    }
  }
  read('/config.json').then(
    function (config) {
      if (!config || typeof config !== 'object') return;
      if (typeof config.remotesManifestUrl === 'string') read(config.remotesManifestUrl);
      if (typeof config.apiHost === 'string') preconnect(config.apiHost, true);
      var origins = config.remoteOrigins || {};
      for (var name in origins) if (typeof origins[name] === 'string') preconnect(origins[name], false);
    },
    function () {},
  );
})();
