import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAppOnFirstTouch } from './load-app';

afterEach(() => {
  delete document.documentElement.dataset.appEntry;
  document.body.innerHTML = '';
});

describe('loadAppOnFirstTouch', () => {
  it('imports the entry the server named on the first touch, once, and not before', () => {
    document.documentElement.dataset.appEntry = '/assets/index-abc.js';
    const load = vi.fn();
    loadAppOnFirstTouch(document.documentElement, load);
    expect(load).not.toHaveBeenCalled();
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/assets/index-abc.js');
    // A second run (enhance.ts loaded twice) does nothing.
    loadAppOnFirstTouch(document.documentElement, load);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('counts focus in a field as a touch, also when the field already has it', () => {
    document.body.innerHTML = '<form><input name="username" /></form>';
    document.documentElement.dataset.appEntry = '/assets/index-abc.js';
    const load = vi.fn();
    loadAppOnFirstTouch(document.documentElement, load);
    document.querySelector('input')!.focus();
    expect(load).toHaveBeenCalledTimes(1);

    document.documentElement.dataset.appEntry = '/assets/index-def.js';
    const again = vi.fn();
    loadAppOnFirstTouch(document.documentElement, again);
    expect(again).toHaveBeenCalledWith('/assets/index-def.js');
  });

  it('does nothing on a page without an entry (static and hydrated pages)', () => {
    const load = vi.fn();
    loadAppOnFirstTouch(document.documentElement, load);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });
});
