/**
 * A reader's first tap is never lost and is answered at once. Gatsby's scripts start only after
 * the first paint (src/domain/frame/deferred-scripts.ts), and until React has started, a click on a
 * control of the page frame would reach no handler. A fixed inline script in the head answers:
 *
 * - the theme switch flips the theme at once (the same rule as the header switch: the other
 *   theme, remembered in storage), and the switch, once React has it, reads the same storage;
 * - the Sections stand-in button opens and closes the menu itself, from the markup its template
 *   carries (src/domain/frame/sections-early.ts), also after React has started, until the menu's own
 *   code has arrived and taken over; Escape, the close button, a click outside or on an entry
 *   close it, and the arrow keys move through the wide form's entries;
 * - it is the one handler of an article body's copy controls, before React has started and after:
 *   it copies the control's text (the rule of src/domain/html/copy-source.ts) to the clipboard, or else
 *   offers it in a prompt, and shows 'copied' for COPY_CONFIRM_MS;
 * - any of these taps then starts Gatsby's scripts at once, without waiting for the load event
 *   (after the answer, so that the scripts' start does not delay it).
 *
 * Once React has started (its root container is marked), React itself holds on to input that
 * reaches parts not yet hydrated, and this script stands aside, but for the Sections stand-in and
 * the body's copy controls.
 */
import { COPY_CONFIRM_MS, NARROW_SCREEN_QUERY } from '../constants';
import { copyControlLook, copySourceTextScript } from '../html/copy-source';
import { GATSBY_ROOT_ID } from '../html/element-ids';
import {
  EARLY_FORM_ATTRIBUTE,
  EARLY_MENU_EDGE_PX,
  EARLY_MENU_EVENT,
  EARLY_MENU_GAP_PX,
  EARLY_MENU_ID,
  EARLY_OPEN_ATTRIBUTE,
  STAND_IN_ATTRIBUTE,
} from './sections-early';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from './theme';

/** The copy controls: every one on the site has a text to copy by the rule of copy-source.ts. */
export const COPY_CONTROLS = 'button.copy-button[data-state]';

/** The Sections stand-in button (src/components/sections-menu/sections-menu.tsx). */
export const SECTIONS_STAND_IN = `.btn-sections[${STAND_IN_ATTRIBUTE}]`;

/** The theme switch of the header (src/components/frame/theme-toggle.tsx). */
export const THEME_SWITCH = '.theme-toggle';

/** The window property the script sets to true: page code can tell that it answers the stand-in. */
export const EARLY_INPUT_READY = '__bloxguideEarlyInput';

/** The event the deferred-scripts loader listens to: start the scripts now. */
export const START_SCRIPTS_EVENT = 'bloxguide:start-scripts';

/** The texts the script shows: the copy control's and the prompt's. */
export interface EarlyInputLabels {
  copy: string;
  copied: string;
  copyPrompt: string;
}

/**
 * The inline script. Plain ES5: it runs before any bundle; a unit test runs it in a sandbox and
 * the browser suite drives it on the built site (tests/e2e/first-tap.spec.ts).
 */
export function earlyInputScript(labels: EarlyInputLabels): string {
  const q = JSON.stringify;
  const copied = copyControlLook(true, labels);
  return (
    `(function(){var d=document,w=window,h=d.documentElement,M=null;w[${q(EARLY_INPUT_READY)}]=true;` +
    `function marked(e,p){if(!e)return false;for(var k in e)if(k.indexOf(p)===0)return true;return false}` +
    `function started(){return marked(d.getElementById(${q(GATSBY_ROOT_ID)}),'__reactContainer$')}` +
    `function go(){d.dispatchEvent(new Event(${q(START_SCRIPTS_EVENT)}))}` +
    // body copy controls: the body's rule, the clipboard or the prompt, 'copied' for a while
    `var textOf=${copySourceTextScript()},C=${q({ html: copied.html, live: copied.live })};` +
    `function look(b,c){b.setAttribute('data-state',c?'copied':'idle');b.classList[c?'add':'remove']('is-copied');` +
    `b.innerHTML=c?C.html:b.__idle;var l=b.nextElementSibling;if(l&&l.getAttribute('aria-live'))l.textContent=c?C.live:''}` +
    `function copy(b,t){function no(){w.prompt(${q(labels.copyPrompt)},t)}` +
    `function ok(){if(!b.isConnected)return;if(b.__idle==null)b.__idle=b.innerHTML;look(b,true);clearTimeout(b.__timer);` +
    `b.__timer=setTimeout(function(){look(b,false)},${COPY_CONFIRM_MS})}` +
    `var c=w.navigator.clipboard;if(!c||!c.writeText)return no();try{c.writeText(t).then(ok,no)}catch(x){no()}}` +
    // the Sections menu from the stand-in's template, placed where React's form puts its panel
    `function tell(b,o){b.setAttribute('aria-expanded',o?'true':'false');b.setAttribute(${q(EARLY_OPEN_ATTRIBUTE)},o?'true':'false');` +
    `b.dispatchEvent(new Event(${q(EARLY_MENU_EVENT)}))}` +
    `function live(){if(M&&!M.x.isConnected)M=null;return M}` +
    `function open(b){var a=b.parentNode,t=a.querySelector('template'),n=!!(w.matchMedia&&w.matchMedia(${q(NARROW_SCREEN_QUERY)}).matches);` +
    `var p=t&&t.content&&t.content.querySelector('['+${q(EARLY_FORM_ATTRIBUTE)}+'="'+(n?'narrow':'wide')+'"]');if(!p)return;` +
    `var r=a.getBoundingClientRect(),f=false,z='1020',e,s;for(e=a.parentNode;e&&e!==d.body;e=e.parentNode){s=w.getComputedStyle(e);` +
    `if(s.position==='sticky'||s.position==='fixed')f=true;if(s.zIndex!=='auto')z=s.zIndex}` +
    `var x=d.createElement('div'),m=p.cloneNode(true);x.id=${q(EARLY_MENU_ID)};x.className='sections-menu'+(n?'':' show dropdown');` +
    `x.style.cssText='position:'+(f?'fixed':'absolute')+';z-index:'+z+';left:'+(r.left+(f?0:w.pageXOffset))+'px;top:'+(r.top+(f?0:w.pageYOffset))+'px;width:'+r.width+'px;height:'+r.height+'px';` +
    `x.appendChild(m);d.body.appendChild(x);` +
    `var E=n?${EARLY_MENU_EDGE_PX.narrow}:${EARLY_MENU_EDGE_PX.wide},g=Math.max(E-r.left,Math.min(0,h.clientWidth-E-r.left-m.offsetWidth));` +
    `m.style.transform='translate('+Math.round(g)+'px, '+Math.round(r.height+(n?${EARLY_MENU_GAP_PX.narrow}:${EARLY_MENU_GAP_PX.wide}))+'px)';` +
    `if(!n)b.classList.add('show');M={x:x,b:b,n:n};tell(b,true);` +
    `if(n){var k=m.querySelector('a[href]');if(k)k.focus({preventScroll:true})}}` +
    `function shut(back){if(!live())return;var b=M.b;M.x.parentNode.removeChild(M.x);M=null;` +
    `b.classList.remove('show');if(b.isConnected){tell(b,false);if(back)b.focus()}}` +
    `d.addEventListener('keydown',function(v){if(!live())return;if(v.key==='Escape'){v.preventDefault();shut(true);return}` +
    `if(M.n||(v.key!=='ArrowDown'&&v.key!=='ArrowUp'))return;` +
    `var i=[].slice.call(M.x.querySelectorAll('.dropdown-item')),k=i.indexOf(d.activeElement);if(!i.length)return;v.preventDefault();` +
    `k=v.key==='ArrowDown'?Math.min(k+1,i.length-1):Math.max(k-1,0);i[k].focus()},true);` +
    `w.addEventListener('click',function(v){var t=v.target;if(!t||!t.closest)return;` +
    `var b=t.closest(${q(SECTIONS_STAND_IN)});if(b){if(live())shut(false);else open(b);if(!started())go();return}` +
    `if(live()){if(M.x.contains(t)){var a=t.closest('a[href]');` +
    `if(a){if(w.___navigate){v.preventDefault();w.___navigate(a.getAttribute('href'))}shut(false)}` +
    `else if(t.closest('.btn-close'))shut(true);return}shut(false)}` +
    `var r=t.closest(${q(COPY_CONTROLS)}),c=r&&textOf(r);if(c!=null){v.preventDefault();copy(r,c);if(!started())go();return}` +
    `if(started())return;` +
    `var s=t.closest(${q(THEME_SWITCH)});if(!s)return;` +
    `v.preventDefault();var n=h.getAttribute(${q(THEME_ATTRIBUTE)})==='dark'?'light':'dark';` +
    `h.setAttribute(${q(THEME_ATTRIBUTE)},n);s.setAttribute('aria-pressed',n==='dark'?'true':'false');` +
    `try{localStorage.setItem(${q(THEME_STORAGE_KEY)},n)}catch(x){}` +
    `go()},true)})();`
  );
}
