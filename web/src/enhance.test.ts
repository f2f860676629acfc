import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { easeOut, enhance, type Enhancement } from './enhance';
import { MENU_OPEN_DELAY_MS, MENU_POINTER_GRACE_MS } from './features/layout/lib/menu-timing';
import { mockScenario } from './mocks/handlers';
import { renderApp } from './test/render-app';

/*
 * enhance.ts against the markup the real components render (the whole app in jsdom). jsdom has no popover API: the
 * fake below stands in for the browser's showPopover/hidePopover, their toggle events and :popover-open, so what is
 * tested is enhance.ts's own logic; the browser's part (clicks, light dismiss, Escape) is in native-controls.e2e.
 */

const openPopovers = new Set<Element>();
const shown: string[] = [];

function toggleEvent(type: 'beforetoggle' | 'toggle', newState: 'open' | 'closed'): Event {
  return Object.assign(new Event(type), { newState, oldState: newState === 'open' ? 'closed' : 'open' });
}

beforeAll(() => {
  // The copy that ran when this file imported enhance.ts (no IntersectionObserver in jsdom then): each test starts its own.
  enhance().stop();
  const proto = HTMLElement.prototype as HTMLElement & Record<string, unknown>;
  proto.showPopover = function (this: HTMLElement) {
    if (openPopovers.has(this)) throw new DOMException('already open', 'InvalidStateError');
    this.dispatchEvent(toggleEvent('beforetoggle', 'open'));
    // Auto popovers: showing one hides the others (none of these are nested).
    for (const other of [...openPopovers]) (other as HTMLElement).hidePopover();
    openPopovers.add(this);
    shown.push(this.id);
    this.dispatchEvent(toggleEvent('toggle', 'open'));
  };
  proto.hidePopover = function (this: HTMLElement) {
    if (!openPopovers.has(this)) return;
    this.dispatchEvent(toggleEvent('beforetoggle', 'closed'));
    openPopovers.delete(this);
    this.dispatchEvent(toggleEvent('toggle', 'closed'));
  };
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selectors: string) {
    return selectors === ':popover-open' ? openPopovers.has(this) : matches.call(this, selectors);
  };
});

let running: Enhancement | undefined;
beforeEach(() => {
  openPopovers.clear();
  shown.length = 0;
});
afterEach(() => {
  running?.stop();
  running = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pointer = (
  type: 'pointerover' | 'pointerout',
  target: Element,
  relatedTarget: Element | null,
  pointerType = 'mouse',
) => target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType, relatedTarget }));
const byId = (id: string) => document.getElementById(id)!;
const isOpen = (id: string) => openPopovers.has(byId(id));

async function header(path = '/support/contact') {
  renderApp(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { services: byId('services-menu-trigger'), resources: byId('resources-menu-trigger'), main: byId('main') };
}

describe('enhance.ts: started once', () => {
  it('marks <html data-enhanced> and a second start changes nothing', async () => {
    running = enhance();
    expect(document.documentElement.dataset.enhanced).toBe('');
    expect(enhance()).toBe(running);
    const { services, main } = await header();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    pointer('pointerover', services, main);
    vi.advanceTimersByTime(MENU_OPEN_DELAY_MS);
    // One listener, one opening (two would throw: the menu would already be open).
    expect(shown).toEqual(['services-menu']);
  });
});

describe('enhance.ts: header menus on hover (SPEC §9)', () => {
  it('opens a menu the app rendered after the start, MENU_OPEN_DELAY_MS after the mouse rests on its button', async () => {
    running = enhance();
    const { services, main } = await header();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    pointer('pointerover', services, main);
    vi.advanceTimersByTime(MENU_OPEN_DELAY_MS - 1);
    expect(isOpen('services-menu')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isOpen('services-menu')).toBe(true);
    expect(services.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens nothing for a mouse passing over quicker than the delay, nor for touch', async () => {
    running = enhance();
    const { services, resources, main } = await header();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    pointer('pointerover', services, main);
    vi.advanceTimersByTime(MENU_OPEN_DELAY_MS / 2);
    pointer('pointerout', services, main);
    pointer('pointerover', resources, main, 'touch');
    vi.advanceTimersByTime(MENU_POINTER_GRACE_MS * 2);
    expect(shown).toEqual([]);
  });

  it('keeps the menu open for the grace period, and for good once the mouse reaches the panel', async () => {
    running = enhance();
    const { services, main } = await header();
    const panel = byId('services-menu');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    pointer('pointerover', services, main);
    vi.advanceTimersByTime(MENU_OPEN_DELAY_MS);
    // Off the button, across the header, onto a link in the panel.
    pointer('pointerout', services, main);
    vi.advanceTimersByTime(MENU_POINTER_GRACE_MS - 1);
    pointer('pointerover', panel.querySelector('a')!, main);
    vi.advanceTimersByTime(MENU_POINTER_GRACE_MS * 2);
    expect(isOpen('services-menu')).toBe(true);
    // Moving inside the panel changes nothing; leaving it closes it after the grace period.
    const links = panel.querySelectorAll('a');
    pointer('pointerout', links[0]!, links[1]!);
    pointer('pointerover', links[1]!, links[0]!);
    vi.advanceTimersByTime(MENU_POINTER_GRACE_MS * 2);
    expect(isOpen('services-menu')).toBe(true);
    pointer('pointerout', links[1]!, main);
    vi.advanceTimersByTime(MENU_POINTER_GRACE_MS - 1);
    expect(isOpen('services-menu')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpen('services-menu')).toBe(false);
    expect(services.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves from one menu to the other: only one is open, and the first one leaving closes whatever is open', async () => {
    running = enhance();
    const { services, resources, main } = await header();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    pointer('pointerover', services, main);
    vi.advanceTimersByTime(MENU_OPEN_DELAY_MS);
    pointer('pointerout', services, resources);
    pointer('pointerover', resources, services);
    vi.advanceTimersByTime(MENU_OPEN_DELAY_MS);
    expect([isOpen('services-menu'), isOpen('resources-menu')]).toEqual([false, true]);
    expect([services.getAttribute('aria-expanded'), resources.getAttribute('aria-expanded')]).toEqual([
      'false',
      'true',
    ]);
    pointer('pointerout', resources, main);
    vi.advanceTimersByTime(MENU_POINTER_GRACE_MS);
    expect(openPopovers.size).toBe(0);
  });

  it('lets a click on the button win over a hover still on its way', async () => {
    running = enhance();
    const { services, main } = await header();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    pointer('pointerover', services, main);
    services.click(); // the browser toggles it (not faked here); the pending hover must not open it again
    vi.advanceTimersByTime(MENU_OPEN_DELAY_MS * 2);
    expect(shown).toEqual([]);
  });
});

describe('enhance.ts: closing', () => {
  it('closes an open menu when a link inside is followed, but not for a new tab or window', async () => {
    running = enhance();
    await header();
    const panel = byId('resources-menu');
    const link = panel.querySelector<HTMLAnchorElement>('a[href="/funding-guide"]')!;
    panel.showPopover();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 1 }));
    expect(isOpen('resources-menu')).toBe(true);
    await act(async () => link.click());
    expect(isOpen('resources-menu')).toBe(false);
  });

  it('closes the side sheet when one of its links is followed, not for Get Funded (a new tab)', async () => {
    running = enhance();
    await header();
    const sheet = byId('mobile-nav');
    sheet.showPopover();
    const getFunded = [...sheet.querySelectorAll('a')].find((link) => link.textContent === 'Get Funded')!;
    getFunded.addEventListener('click', (event) => event.preventDefault()); // jsdom would try to open it
    getFunded.click();
    expect(isOpen('mobile-nav')).toBe(true);
    await act(async () => [...sheet.querySelectorAll('a')].find((link) => link.textContent === 'Careers')!.click());
    expect(isOpen('mobile-nav')).toBe(false);
    await screen.findByRole('heading', { name: 'Careers', level: 1 });
  });

  it('closes a header menu when focus leaves its button and panel, not while it moves inside', async () => {
    running = enhance();
    const { services } = await header();
    const panel = byId('services-menu');
    const [first, second] = panel.querySelectorAll<HTMLElement>('a');
    services.focus();
    panel.showPopover();
    first!.focus();
    second!.focus();
    expect(isOpen('services-menu')).toBe(true);
    screen.getByRole('link', { name: 'About' }).focus();
    expect(isOpen('services-menu')).toBe(false);
  });

  it('gives focus to the button when Escape closes a menu opened by hover (the browser closes it)', async () => {
    running = enhance();
    const { services } = await header();
    (document.activeElement as HTMLElement | null)?.blur();
    byId('services-menu').showPopover();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    byId('services-menu').hidePopover(); // what the browser's close request does next
    vi.advanceTimersByTime(0);
    expect(document.activeElement).toBe(services);
  });
});

describe('enhance.ts: the user menu and the side sheet take focus', () => {
  it('focuses the user menu when it opens; the arrow keys, Home and End move between its items', async () => {
    mockScenario.signInAs('client');
    running = enhance();
    renderApp('/support/contact');
    const button = await screen.findByRole('button', { name: 'Account menu for client' }, { timeout: 5000 });
    const menu = byId('user-menu');
    menu.showPopover();
    expect(document.activeElement).toBe(menu);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const names = () => document.activeElement?.textContent;
    const key = (key: string) =>
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    key('ArrowDown');
    expect(names()).toBe('My Dashboard');
    key('ArrowDown');
    expect(names()).toBe('Profile Settings');
    key('ArrowDown');
    expect(names()).toBe('Sign Out');
    key('ArrowDown');
    expect(names()).toBe('My Dashboard');
    key('ArrowUp');
    expect(names()).toBe('Sign Out');
    key('Home');
    expect(names()).toBe('My Dashboard');
    key('End');
    expect(names()).toBe('Sign Out');

    // From the closed menu's button, Down opens it at its first item.
    menu.hidePopover();
    button.focus();
    key('ArrowDown');
    expect(isOpen('user-menu')).toBe(true);
    expect(names()).toBe('My Dashboard');
  });

  it('moves focus into the side sheet when it opens and keeps Tab inside it', async () => {
    running = enhance();
    await header();
    const sheet = byId('mobile-nav');
    screen.getByRole('button', { name: 'Open menu' }).focus();
    sheet.showPopover();
    const controls = [...sheet.querySelectorAll<HTMLElement>('a[href], button')];
    expect(document.activeElement).toBe(controls[0]);
    expect(controls.at(-1)?.getAttribute('aria-label')).toBe('Close menu');
    const tab = (shiftKey: boolean) =>
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }),
      );
    tab(true);
    expect(document.activeElement).toBe(controls.at(-1));
    tab(false);
    expect(document.activeElement).toBe(controls[0]);
  });
});

describe('enhance.ts: the count-up', () => {
  const FINAL = ['$12M+', '10,000+', '24', '96.0%'];
  const ZERO = ['$0M+', '0+', '0', '0.0%'];
  const counts = () => [...document.querySelectorAll('[data-count-up]')].map((element) => element.textContent);

  /** An IntersectionObserver the test drives: `reveal(ratio)` tells every observer its targets are that much in view. */
  function fakeIntersections() {
    const observers: { callback: IntersectionObserverCallback; targets: Set<Element> }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, targets: new Set() };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.targets.add(target);
        }
        unobserve(target: Element) {
          this.entry.targets.delete(target);
        }
        disconnect() {
          this.entry.targets.clear();
        }
      },
    );
    return {
      observed: () => observers.reduce((sum, observer) => sum + observer.targets.size, 0),
      reveal(ratio: number) {
        for (const { callback, targets } of observers) {
          const entries = [...targets].map((target) => ({
            target,
            intersectionRatio: ratio,
            isIntersecting: ratio > 0,
          }));
          if (entries.length) callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
        }
      },
    };
  }

  async function home() {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Our Impact By The Numbers' }, { timeout: 5000 });
  }

  it('renders the final values (what a page without script shows), each with a still copy holding its width', async () => {
    await home();
    expect(counts()).toEqual(FINAL);
    expect([...document.querySelectorAll('[data-count-final]')].map((element) => element.textContent)).toEqual(FINAL);
  });

  it('shows zero until half of a statistic is in view, then counts up with ease-out to the final value', async () => {
    const view = fakeIntersections();
    await home();
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    running = enhance();
    expect(view.observed()).toBe(4);
    view.reveal(0.2);
    expect(counts()).toEqual(ZERO);
    view.reveal(0.5);
    expect(view.observed()).toBe(0);
    vi.advanceTimersByTime(750);
    const halfway = Number(counts()[1]!.replace(/\D/g, ''));
    // Ease-out: past the linear halfway mark, short of the end.
    expect(halfway).toBeGreaterThan(5000);
    expect(halfway).toBeLessThan(10000);
    vi.advanceTimersByTime(1000);
    expect(counts()).toEqual(FINAL);
  });

  it('counts statistics the app renders after the start (a client-side visit of the home page)', async () => {
    const view = fakeIntersections();
    running = enhance();
    await home();
    await vi.waitFor(() => expect(view.observed()).toBe(4));
    view.reveal(0);
    expect(counts()).toEqual(ZERO);
  });

  it('is not started twice by a second copy of the script (another module instance)', async () => {
    const view = fakeIntersections();
    await home();
    running = enhance();
    expect(view.observed()).toBe(4);
    vi.resetModules();
    const copy: { enhance: typeof enhance } = await import('./enhance');
    expect(copy.enhance()).toBe(running);
    expect(view.observed()).toBe(4);
  });

  it('leaves the final values alone for visitors who prefer reduced motion', async () => {
    const view = fakeIntersections();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    await home();
    running = enhance();
    expect(view.observed()).toBe(0);
    view.reveal(1);
    expect(counts()).toEqual(FINAL);
  });

  it('eases out on the CSS ease-out curve, cubic-bezier(0, 0, 0.58, 1), as the app did with framer-motion', () => {
    // Points of the curve from its parametric form; easeOut must find y from x.
    const bezier = (t: number, p1: number, p2: number) =>
      3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t ** 2 * p2 + t ** 3;
    for (const t of [0, 0.1, 0.3, 0.5, 0.7, 0.9, 1])
      expect(easeOut(bezier(t, 0, 0.58))).toBeCloseTo(bezier(t, 0, 1), 6);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
  });
});
