import { COUNT_UP_DURATION_MS, formatCount } from './features/marketing/lib/count-up-format';
import { MENU_OPEN_DELAY_MS, MENU_POINTER_GRACE_MS } from './features/layout/lib/menu-timing';
import { loadAppOnFirstTouch } from './enhance/load-app';

/*
 * The only script a static page loads, and loaded by every other page too (DELIVERY: web/src/lib/delivery.ts).
 * Vanilla: it must never import React, Chakra or the router (only the two constant modules above). The controls work
 * without it (popovers, details/summary); this adds what HTML has no attribute for, through listeners on the document,
 * so the same code serves a static page's markup and whatever the single-page app renders later.
 *
 * The markup it reads:
 * - `[popover][data-hover-menu]` and its `[data-hover-menu-trigger][popovertarget]` button: the header's menus, which
 *   also open on hover (SPEC §9 delays) and close when focus leaves them;
 * - any open popover: a plain click on a link or a submit button inside closes it (the app navigates without a page
 *   load); its buttons' aria-expanded follows it; one with role="dialog" takes focus and keeps Tab inside, one with
 *   role="menu" takes focus and moves it between its items with the arrow keys;
 * - `[data-count-up]` with data-count-end/-decimals/-prefix/-suffix/-duration: counts from zero when half of it is in
 *   view (server-rendered with the final value; nothing moves for visitors who prefer reduced motion).
 */

export interface Enhancement {
  /** Removes every listener and observer (tests; the page itself never stops). */
  stop(): void;
}

// Kept on the document under a registry symbol, not in this module: a second copy of the script (another URL, a dev
// server beside a build) finds the first one running and adds nothing.
const RUNNING = Symbol.for('netfund.enhance');
type EnhancedDocument = Document & { [RUNNING]?: Enhancement };

/** Starts the behaviours on `doc`; safe to call again (the second call returns the running instance). */
export function enhance(doc: Document = document): Enhancement {
  const host = doc as EnhancedDocument;
  const current = host[RUNNING];
  if (current) return current;

  const listeners = new AbortController();
  const stopCounting = startCountUps(doc);
  listenToMenus(doc, listeners.signal);
  const enhancement: Enhancement = {
    stop() {
      listeners.abort();
      stopCounting();
      delete host[RUNNING];
      delete doc.documentElement.dataset.enhanced;
    },
  };
  host[RUNNING] = enhancement;
  doc.documentElement.dataset.enhanced = '';
  return enhancement;
}

// ---- popovers ----------------------------------------------------------------------------------------------------

function isOpen(element: Element): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false; // a browser without popovers: they are plain content there
  }
}

function show(panel: HTMLElement, source?: HTMLElement): void {
  // `source` makes the button the popover's invoker, as a click would (focus returns to it, it anchors it).
  if (!isOpen(panel)) (panel.showPopover as (options?: { source?: HTMLElement }) => void)({ source });
}

function hide(panel: HTMLElement): void {
  if (isOpen(panel)) panel.hidePopover();
}

/** The buttons that open `panel` (not its own close buttons). */
function triggersOf(doc: Document, panel: HTMLElement): HTMLElement[] {
  if (!panel.id) return [];
  return [...doc.querySelectorAll<HTMLElement>('[popovertarget]')].filter(
    (button) =>
      button.getAttribute('popovertarget') === panel.id && button.getAttribute('popovertargetaction') !== 'hide',
  );
}

interface HoverMenu {
  panel: HTMLElement;
  trigger: HTMLElement | undefined;
}

/** The hover menu `node` belongs to: its button or anything inside its panel. */
function hoverMenuOf(doc: Document, node: EventTarget | null): HoverMenu | undefined {
  if (!(node instanceof Element)) return undefined;
  const trigger = node.closest<HTMLElement>('[data-hover-menu-trigger]') ?? undefined;
  const panel = trigger
    ? doc.getElementById(trigger.getAttribute('popovertarget') ?? '')
    : node.closest<HTMLElement>('[data-hover-menu]');
  if (!panel?.hasAttribute('data-hover-menu')) return undefined;
  return { panel, trigger: trigger ?? triggersOf(doc, panel)[0] };
}

const openHoverMenus = (doc: Document): HTMLElement[] =>
  [...doc.querySelectorAll<HTMLElement>('[data-hover-menu]')].filter(isOpen);

const within = (menu: HoverMenu, node: EventTarget | null): boolean =>
  node instanceof Node && (menu.panel.contains(node) || (menu.trigger?.contains(node) ?? false));

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

function listenToMenus(doc: Document, signal: AbortSignal): void {
  const on = <K extends keyof DocumentEventMap>(
    type: K,
    listener: (event: DocumentEventMap[K]) => void,
    capture = false,
  ) => doc.addEventListener(type, listener, { signal, capture });

  // One pending hover action at a time, as one menu is open at a time.
  let pending: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => clearTimeout(pending);
  signal.addEventListener('abort', cancel);

  on('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const menu = hoverMenuOf(doc, event.target);
    if (!menu || within(menu, event.relatedTarget)) return;
    cancel();
    if (!isOpen(menu.panel)) pending = setTimeout(() => show(menu.panel, menu.trigger), MENU_OPEN_DELAY_MS);
  });

  on('pointerout', (event) => {
    if (event.pointerType !== 'mouse') return;
    const menu = hoverMenuOf(doc, event.target);
    if (!menu || within(menu, event.relatedTarget)) return;
    cancel();
    // Whichever menu is open by then (the pointer may have started opening another one meanwhile).
    pending = setTimeout(() => openHoverMenus(doc).forEach(hide), MENU_POINTER_GRACE_MS);
  });

  on('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    // The button's own toggle wins over a hover still on its way.
    if (target.closest('[data-hover-menu-trigger]')) cancel();

    const chosen = target.closest<HTMLElement>('a[href], button[type="submit"]');
    const panel = chosen?.closest<HTMLElement>('[popover]');
    if (!chosen || !panel || !isOpen(panel)) return;
    // A new tab or window leaves this page (and its open menu) as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (chosen instanceof HTMLAnchorElement && chosen.target && chosen.target !== '_self') return;
    hide(panel);
  });

  // Tabbing out of a hover menu (its button and panel) closes it; a click elsewhere is the popover's light dismiss.
  on('focusout', (event) => {
    const menu = hoverMenuOf(doc, event.target);
    if (!menu || !isOpen(menu.panel) || !(event.relatedTarget instanceof Node) || within(menu, event.relatedTarget))
      return;
    hide(menu.panel);
  });

  on(
    'keydown',
    (event) => {
      if (event.key === 'Escape') {
        // The browser closes the menu; one opened by hover had no focus to give back, so its button gets it.
        const [open] = openHoverMenus(doc);
        const trigger = open && triggersOf(doc, open)[0];
        if (!open || !trigger) return;
        const focus = doc.activeElement;
        if (focus && focus !== doc.body && !open.contains(focus)) return;
        setTimeout(() => {
          if (!isOpen(open) && !trigger.contains(doc.activeElement)) trigger.focus();
        });
        return;
      }
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (!target) return;
      const menu = target.closest<HTMLElement>('[popover][role="menu"]');
      if (menu) moveInMenu(event, menu);
      else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') openMenuFromButton(doc, event, target);
      const dialog = target.closest<HTMLElement>('[popover][role="dialog"]');
      if (dialog && event.key === 'Tab') keepTabInside(event, dialog);
    },
    true,
  );

  // `toggle` does not bubble: listened to while it descends (capture). `beforetoggle` keeps aria-expanded right at
  // once, `toggle` puts it right again if something cancelled the opening.
  const expanded = (event: Event) => {
    const panel = event.target;
    if (!(panel instanceof HTMLElement) || !panel.hasAttribute('popover')) return;
    const opening = (event as ToggleEvent).newState === 'open';
    for (const trigger of triggersOf(doc, panel)) trigger.setAttribute('aria-expanded', String(opening));
    if (event.type === 'toggle' && opening) focusInto(doc, panel);
  };
  doc.addEventListener('beforetoggle', expanded, { signal, capture: true });
  doc.addEventListener('toggle', expanded, { signal, capture: true });
}

/** A dialog starts at its first control, a menu at itself (the arrow keys then reach its items), like Chakra's. */
function focusInto(doc: Document, panel: HTMLElement): void {
  if (panel.contains(doc.activeElement)) return;
  if (panel.getAttribute('role') === 'dialog') panel.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  else if (panel.getAttribute('role') === 'menu') panel.focus();
}

function menuItems(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter(
    (item) => !item.hasAttribute('disabled') && item.getAttribute('aria-disabled') !== 'true',
  );
}

/** WAI-ARIA menu keys: Down and Up move (wrapping), Home and End jump. */
function moveInMenu(event: KeyboardEvent, menu: HTMLElement): void {
  const items = menuItems(menu);
  if (items.length === 0) return;
  const at = items.indexOf(event.target as HTMLElement);
  const next = {
    ArrowDown: items[(at + 1) % items.length],
    ArrowUp: items[at <= 0 ? items.length - 1 : at - 1],
    Home: items[0],
    End: items[items.length - 1],
  }[event.key];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** Down or Up on a menu's button opens the menu at its first or last item. */
function openMenuFromButton(doc: Document, event: KeyboardEvent, target: HTMLElement): void {
  const button = target.closest<HTMLElement>('[popovertarget]');
  const menu = button && doc.getElementById(button.getAttribute('popovertarget') ?? '');
  if (!button || !menu || menu.getAttribute('role') !== 'menu' || !menu.hasAttribute('popover')) return;
  event.preventDefault();
  show(menu, button);
  const items = menuItems(menu);
  (event.key === 'ArrowDown' ? items[0] : items[items.length - 1])?.focus();
}

/** The side sheet keeps Tab and Shift+Tab inside while it is open, as the drawer did. */
function keepTabInside(event: KeyboardEvent, dialog: HTMLElement): void {
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const [first, last] = [controls[0], controls[controls.length - 1]];
  if (!first || !last) return;
  if (event.shiftKey && event.target === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && event.target === last) {
    event.preventDefault();
    first.focus();
  }
}

// ---- count-up ----------------------------------------------------------------------------------------------------

/** CSS ease-out, cubic-bezier(0, 0, 0.58, 1) (framer-motion's easeOut, which the app used). */
export function easeOut(progress: number): number {
  if (progress <= 0) return 0;
  if (progress >= 1) return 1;
  const x1 = 0;
  const x2 = 0.58;
  const bezier = (t: number, a: number, b: number) =>
    3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t;
  // x(t) is monotonic: bisect for the t whose x is `progress`, then read y there.
  let low = 0;
  let high = 1;
  for (let i = 0; i < 30; i += 1) {
    const mid = (low + high) / 2;
    if (bezier(mid, x1, x2) < progress) low = mid;
    else high = mid;
  }
  return bezier((low + high) / 2, 0, 1);
}

type CountState = 'waiting' | 'counting' | 'done';

function startCountUps(doc: Document): () => void {
  const view = doc.defaultView;
  if (!view || typeof view.IntersectionObserver !== 'function') return () => {};
  // They see the final values (CSS shows them the still copy); nothing to animate.
  if (view.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return () => {};

  const states = new WeakMap<HTMLElement, CountState>();
  const frames = new Map<HTMLElement, number>();

  const text = (element: HTMLElement, value: number) => {
    const { countPrefix = '', countSuffix = '', countDecimals } = element.dataset;
    return `${countPrefix}${formatCount(value, Number(countDecimals) || 0)}${countSuffix}`;
  };

  const count = (element: HTMLElement) => {
    states.set(element, 'counting');
    const end = Number(element.dataset.countEnd) || 0;
    const duration = Number(element.dataset.countDuration) || COUNT_UP_DURATION_MS;
    let startedAt: number | undefined;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / duration);
      element.textContent = text(element, end * easeOut(progress));
      if (progress < 1) {
        frames.set(element, view.requestAnimationFrame(step));
      } else {
        frames.delete(element);
        states.set(element, 'done');
      }
    };
    frames.set(element, view.requestAnimationFrame(step));
  };

  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        if (entry.intersectionRatio >= 0.5) {
          observer.unobserve(element);
          count(element);
        } else if (states.get(element) === 'waiting') {
          element.textContent = text(element, 0);
        }
      }
    },
    { threshold: [0, 0.5] },
  );

  const arm = (element: HTMLElement) => {
    if (states.has(element)) return;
    states.set(element, 'waiting');
    // Out of sight already at zero, so the first look at it never shows the final value snapping back.
    const box = element.getBoundingClientRect();
    if (box.top >= view.innerHeight || box.bottom <= 0) element.textContent = text(element, 0);
    observer.observe(element);
  };
  const armWithin = (root: ParentNode) => root.querySelectorAll<HTMLElement>('[data-count-up]').forEach(arm);

  armWithin(doc);
  // Statistics the app renders later (a client-side navigation to the home page).
  const added = new view.MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof view.HTMLElement)) continue;
        if (node.matches('[data-count-up]')) arm(node);
        else if (node.firstElementChild) armWithin(node);
      }
    }
  });
  added.observe(doc.documentElement, { childList: true, subtree: true });

  return () => {
    added.disconnect();
    observer.disconnect();
    for (const frame of frames.values()) view.cancelAnimationFrame(frame);
  };
}

enhance();
// A deferred page (its forms post to the server) loads the app on the visitor's first touch.
loadAppOnFirstTouch();
