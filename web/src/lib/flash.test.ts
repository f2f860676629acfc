import { afterEach, describe, expect, it } from 'vitest';
import { FLASH_COOKIE } from '../../../shared/flash';
import { takeFlash } from './flash';

afterEach(() => {
  document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/`;
  document.cookie = 'other=; Max-Age=0; Path=/';
});

describe('takeFlash', () => {
  it("reads the server's notice once and clears it", () => {
    document.cookie = 'other=1; Path=/';
    document.cookie = `${FLASH_COOKIE}=signed-in; Path=/`;
    expect(takeFlash()).toBe('signed-in');
    expect(takeFlash()).toBeUndefined();
    expect(document.cookie).toContain('other=1');
  });

  it('ignores and clears a value it does not know', () => {
    document.cookie = `${FLASH_COOKIE}=<script>; Path=/`;
    expect(takeFlash()).toBeUndefined();
    expect(document.cookie).not.toContain(FLASH_COOKIE);
  });
});
