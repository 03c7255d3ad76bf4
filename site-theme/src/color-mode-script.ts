/**
 * Runs in <head> before the first paint: applies the saved colour mode (`localStorage.theme`),
 * light by default; the system preference is deliberately not followed. It also marks the
 * document as scripted, so controls that need JavaScript show only when it runs.
 */
export const colorModeScript = `(function(){var d=document.documentElement;d.classList.add('js');try{var t=localStorage.getItem('theme');d.setAttribute('data-theme',t==='dark'?'dark':'light')}catch(e){d.setAttribute('data-theme','light')}})();`;
