import { EVENTS_PATH } from './server.ts';

/** The script watch mode adds to every page: reload when the server says the site changed. */
export function liveReloadScript(): string {
  return `(function(){var s=new EventSource(${JSON.stringify(EVENTS_PATH)});s.onmessage=function(e){if(e.data==='reload')location.reload()}})();`;
}
