/** Where a device remembers who was signed in last (apps/web's auth keeps it; the boot reads it). */
export const LAST_USER_KEY = 'myflix-last-user'

/**
 * The signed-out shell's only script, inline after the brand it paints (apps/web's
 * brand-shell.config.ts). It runs the app (`data-entry`, which the page preloads at low priority)
 * once the brand has been painted, so a phone on a slow link shows it from the page alone, while the
 * entry downloads. A device with a remembered user is about to show the signed-in frame, not the
 * brand: it clears the brand and runs the app at once. A hidden tab paints nothing: at once too. The
 * server allows exactly this text by its hash (apps/server's security headers).
 */
export const BOOT_SCRIPT =
  '(function(boot){' +
  'var doc=document,known=false;' +
  `try{known=localStorage.getItem(${JSON.stringify(LAST_USER_KEY)})!==null}catch(error){}` +
  'function load(){var entry=doc.createElement("script");' +
  'entry.type="module";entry.crossOrigin="";entry.src=boot.dataset.entry;doc.head.appendChild(entry)}' +
  'if(known){doc.getElementById("root").textContent="";load()}' +
  'else if(doc.visibilityState==="hidden")load();' +
  'else requestAnimationFrame(function(){setTimeout(load)})' +
  '})(document.currentScript)'
