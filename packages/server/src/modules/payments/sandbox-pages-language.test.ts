import { languages, loadExperiencePhrases } from '@tessera/phrases';
import type { CheckoutSessionCreateResponse, TenantResponse } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/api-client.js';
import { createCloudUser, createTenantAs } from '../../testing/cloud-user.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { decideOnSandboxPage, sandboxBrowser } from './testing/billing-helpers.js';

const callback = 'http://console.test/checkout-success-callback?state=abc123';

describeEachDatabase(
  'sandbox payment pages in the browser language',
  (server) => {
    let owner: { userId: string; cloud: ApiClient };
    let tenant: TenantResponse;
    const startCheckout = async (body: Record<string, unknown>) => {
      const response = await owner.cloud.post<CheckoutSessionCreateResponse>('/checkout-session', { successCallbackUrl: callback, ...body });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    };
    const open = (url: string, acceptLanguage?: string) =>
      sandboxBrowser().open(url, acceptLanguage ? { 'accept-language': acceptLanguage } : {});

    beforeAll(async () => {
      owner = await createCloudUser(server(), 'sandbox_words_owner');
      tenant = await createTenantAs(owner.cloud, { name: 'Laden', tag: 'production', regionName: 'EU' });
    });

    it('speaks English without Accept-Language, and the language the browser asks for otherwise', async () => {
      const { redirectUri } = await startCheckout({ skuId: 'pro', tenantId: tenant.id });
      const english = await open(redirectUri);
      expect(english.html).toContain('<html lang="en">');
      expect(english.html).toContain('<strong>Sandbox payments:</strong> no card is charged and no money moves.');
      expect(english.html).toContain(`Plan: <strong>Pro</strong>, $16.00 a month, for tenant ${tenant.id}.`);
      expect(english.html).toContain('value="pay">Pay</button>');
      expect(english.vary).toContain('Accept-Language');

      const german = await open(redirectUri, 'de-CH,de;q=0.9,en;q=0.5');
      expect(german.status).toBe(200);
      expect(german.html).toContain('<html lang="de">');
      expect(german.html).toContain('<title>Bezahlung</title>');
      expect(german.html).toContain(`Tarif: <strong>Pro</strong>, 16,00\u00a0$ pro Monat, für Mandant ${tenant.id}.`);
      expect(german.html).toContain('value="pay">Bezahlen</button>');
      expect(german.html).toContain('value="decline">Ablehnen</button>');
      expect(german.html).not.toContain('no money moves');

      const arabic = await open(redirectUri, 'ar');
      expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    });

    it('renders every language of the sign-in app, with its own words for paying and declining', async () => {
      const { redirectUri } = await startCheckout({ skuId: 'pro', tenantId: tenant.id });
      for (const language of languages) {
        const words = (await loadExperiencePhrases(language)).sandbox_payments;
        const page = await open(redirectUri, language);
        expect(page.status, language).toBe(200);
        expect(page.html, language).toContain(`<html lang="${language}"`);
        expect(page.html, language).toContain(`value="pay">${words.pay}</button>`);
        expect(page.html, language).toContain(`value="decline">${words.decline}</button>`);
        expect(page.html, language).toContain(`<title>${words.checkout_title}</title>`);
      }
    });

    it("escapes the new tenant's name inside the translated sentence", async () => {
      const { redirectUri } = await startCheckout({ skuId: 'pro', tenantName: '<b>Shop</b> & "Co"', tenantRegionName: 'EU' });
      const page = await open(redirectUri, 'fr');
      expect(page.html).toContain('le nouveau locataire « &#60;b&#62;Shop&#60;/b&#62; &#38; &#34;Co&#34; »');
      expect(page.html).not.toContain('<b>Shop');
    });

    it('translates the portal, with the period end as a date of the language, and the closed pages', async () => {
      const checkout = await startCheckout({ skuId: 'pro', tenantId: tenant.id });
      expect((await decideOnSandboxPage(checkout.redirectUri, 'pay')).status).toBe(303);
      const closed = await open(checkout.redirectUri, 'ja');
      expect(closed.status).toBe(404);
      expect(closed.html).toContain('お支払いは終了しました');

      const portal = await owner.cloud.post<{ redirectUri: string }>(`/tenants/${tenant.id}/stripe-customer-portal`, {
        callbackUrl: 'http://console.test/tenant-settings/billing-history',
      });
      expect(portal.status, JSON.stringify(portal.body)).toBe(200);
      const french = await open(portal.body.redirectUri, 'fr-FR');
      expect(french.html).toContain('<title>Portail de facturation</title>');
      expect(french.html).toMatch(
        new RegExp(`Locataire ${tenant.id} : offre <strong>Pro</strong>, la période se termine le \\d{1,2} \\S+ \\d{4}\\. Factures impayées : 0\\.`),
      );
      expect(french.html).toContain('value="pay">Payer (et régler les factures impayées)</button>');
      expect(french.html).toContain('>Retour à la console</a>');

      const expired = await open(`${portal.body.redirectUri}x`, 'es');
      expect(expired.status).toBe(404);
      expect(expired.html).toContain('Este enlace ha caducado.');
    });
  },
  { EDITION: 'cloud' },
);
