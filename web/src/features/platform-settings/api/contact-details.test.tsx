import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { platformSettingsMocks } from '../../../mocks/platform-settings';
import { renderApp } from '../../../test/render-app';

afterEach(() => platformSettingsMocks.reset());

const NEW = { supportEmail: 'help@netfund-new.example', supportPhone: '(555) 010-9999', postalAddress: '1 New Street, Austin, TX 78701' };

describe('the public contact details follow the platform settings', { timeout: 20_000 }, () => {
  it('the contact page and the footer show the details in force', async () => {
    platformSettingsMocks.bumpVersion(NEW);
    renderApp('/support/contact');
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 5000 });
    const footerContact = within(footer).getByText('Contact').closest('address') as HTMLElement;
    expect(await within(footerContact).findByText(NEW.postalAddress, {}, { timeout: 5000 })).toBeTruthy();
    expect(within(footerContact).getByRole('link', { name: NEW.supportPhone }).getAttribute('href')).toBe('tel:+15550109999');
    expect(within(footerContact).getByRole('link', { name: /help@netfund-new\.example/ }).getAttribute('href')).toBe(`mailto:${NEW.supportEmail}`);

    const main = screen.getByRole('main');
    expect(await within(main).findByText(NEW.postalAddress)).toBeTruthy();
    expect(within(main).getByRole('link', { name: NEW.supportPhone }).getAttribute('href')).toBe('tel:+15550109999');
    expect(within(main).queryByText('100 Example Plaza, Suite 400, Springfield, IL 62701')).toBeNull();
  });

  it('the privacy policy names the details in force', async () => {
    platformSettingsMocks.bumpVersion(NEW);
    renderApp('/support/privacy');
    const main = await screen.findByRole('main', {}, { timeout: 5000 });
    expect(await within(main).findByText(new RegExp(`call \\(555\\) 010-9999 or send mail to NetFund, ${NEW.postalAddress}`), {}, { timeout: 5000 })).toBeTruthy();
  });
});
