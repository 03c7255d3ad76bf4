/**
 * Runs in <head> before the first paint: applies the saved colour mode (`localStorage.theme`),
 * light by default; the system preference is deliberately not followed. It also restores a
 * dismissed announcement (`localStorage['announcement-dismissed']`, the bar's id) so a closed
 * bar never flashes, and marks the document as scripted, so controls that need JavaScript
 * show only when it runs.
 */
export const colorModeScript = `(function(){var d=document.documentElement;d.classList.add('js');try{var t=localStorage.getItem('theme');d.setAttribute('data-theme',t==='dark'?'dark':'light');var a=localStorage.getItem('announcement-dismissed');if(a)d.setAttribute('data-announcement-dismissed',a)}catch(e){d.setAttribute('data-theme','light')}})();`;

/**
 * The same script for the config's `colorMode`: a dark default (a saved light mode still
 * wins), or, with the switch disabled, the default mode always (nothing saved is read).
 */
export function colorModeScriptFor(colorMode: {
  defaultMode: 'light' | 'dark';
  disableSwitch: boolean;
}): string {
  const { defaultMode, disableSwitch } = colorMode;
  if (defaultMode === 'light' && !disableSwitch) return colorModeScript;
  const pick = disableSwitch ? `'${defaultMode}'` : `t==='light'?'light':'dark'`;
  return colorModeScript
    .replace(`t==='dark'?'dark':'light'`, pick)
    .replace(
      `catch(e){d.setAttribute('data-theme','light')}`,
      `catch(e){d.setAttribute('data-theme','${defaultMode}')}`,
    );
}
