/**
 * An inline `<head>` script for the case where the site is served under another path than the
 * `baseUrl` it was built for: every asset URL then misses, so the page has no styles and no
 * client script. It checks `location.pathname` against the base URL and, when it does not
 * match, puts a banner (inline styles only) at the top of the page with the configured base
 * URL and the one the current address suggests: the path without the page's own route.
 */
export function baseUrlCheckScript(baseUrl: string, route: string): string {
  // The route is the page's place under the base URL, without the leading slash (`docs/intro`).
  const data = JSON.stringify({ base: baseUrl, route: route === '/' ? '' : route.replace(/^\//, '') });
  return `(function(c){var p=location.pathname;if(p.indexOf(c.base)===0)return;var s=p.replace(/(\\/index\\.html|\\.html|\\/)$/,'')+'/',r=c.route+'/',g=r==='/'?s:s.slice(-r.length)===r?s.slice(0,-r.length):'/';function show(){var b=document.createElement('div');b.id='base-url-issue-banner';b.setAttribute('role','alert');b.style.cssText='padding:1em;background:#fff3cd;color:#222;border-bottom:2px solid #c77700;font:16px/1.5 system-ui,sans-serif';b.innerHTML='<strong>This site did not load properly.</strong> It was built for the base URL <code></code>, but it is served at <code></code>. Set <code>baseUrl</code> in the site config to <code></code> (the address suggests it) and build again.';var k=b.getElementsByTagName('code');k[0].textContent=c.base;k[1].textContent=p;k[3].textContent=g;document.body.insertBefore(b,document.body.firstChild)}if(document.body)show();else document.addEventListener('DOMContentLoaded',show)})(${data.replace(/</g, '\\u003c')});`;
}
