import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { platformSettingsMocks } from '../../../mocks/platform-settings';
import { renderApp } from '../../../test/render-app';

beforeEach(() => mockScenario.signInAs('admin'));
afterEach(() => platformSettingsMocks.reset());

describe('R8 onboarding names the platform default SLA', { timeout: 20_000 }, () => {
  it('an empty Response SLA is the default SLA hours of the platform settings', async () => {
    platformSettingsMocks.bumpVersion({ defaultLenderSlaHours: 24 });
    renderApp('/admin/lender-management/add');
    expect(await screen.findByText('1 to 72 hours; 24 (the platform default) when left empty.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Response SLA/ }).getAttribute('placeholder')).toBe('24');
  });
});
