/**
 * Runs in <head> before the first paint: applies the saved colour mode (`localStorage.theme`),
 * light by default; the system preference is deliberately not followed. It also restores a
 * dismissed announcement (`localStorage['announcement-dismissed']`, the bar's id) so a closed
 * bar never flashes, and marks the document as scripted, so controls that need JavaScript
 * show only when it runs.
 */
export const colorModeScript = `(function(){var d=document.documentElement;d.classList.add('js');try{var t=localStorage.getItem('theme');d.setAttribute('data-theme',t==='dark'?'dark':'light');var a=localStorage.getItem('announcement-dismissed');if(a)d.setAttribute('data-announcement-dismissed',a)}catch(e){d.setAttribute('data-theme','light')}})();`;
