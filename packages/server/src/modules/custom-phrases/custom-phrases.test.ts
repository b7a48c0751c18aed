import { defaultTenantId, type CustomPhraseResponse } from '@tessera/schemas';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { toJson } from '../../db/json.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { DomainEvent } from '../../events/domain-events.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { findCustomPhraseByLanguageTag, findCustomPhrases } from './queries.js';

const germanTitles = { sign_in: { title: 'Willkommen zurück bei Acme' }, page_title: { sign_in: 'Acme-Anmeldung' } };

describeEachDatabase('custom phrases API', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  let other: TenantScope;
  let delivered: DomainEvent[] = [];
  let unsubscribe = () => {};

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = server().context.tenantScope(defaultTenantId);
    other = await createOtherTenant(server());
  });
  beforeEach(() => {
    delivered = [];
    unsubscribe = server().context.events.subscribe((event) => {
      delivered.push(event);
    });
  });
  afterEach(() => unsubscribe());

  it('creates a set with 201, replaces it with 200, and lists and reads it', async () => {
    expect((await api.get('/custom-phrases')).body).toEqual([]);
    const created = await api.put<CustomPhraseResponse>('/custom-phrases/de', germanTitles);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ tenantId: defaultTenantId, id: expect.stringMatching(/^[\da-z]{21}$/), languageTag: 'de', translation: germanTitles });

    // A PUT replaces the whole set: the page title is gone afterwards.
    const replaced = await api.put<CustomPhraseResponse>('/custom-phrases/de', { sign_in: { title: 'Hallo' } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ ...created.body, translation: { sign_in: { title: 'Hallo' } } });
    expect((await api.get('/custom-phrases/de')).body).toEqual(replaced.body);
    expect(delivered.map(({ name, data }) => ({ name, data }))).toEqual([
      { name: 'customPhrase.updated', data: { customPhrase: created.body } },
      { name: 'customPhrase.updated', data: { customPhrase: replaced.body } },
    ]);

    // The tag is read in any case and stored in its canonical spelling; `{}` keeps an empty set.
    const brazilian = await api.put<CustomPhraseResponse>('/custom-phrases/pt-br', {});
    expect(brazilian.status).toBe(201);
    expect(brazilian.body).toMatchObject({ languageTag: 'pt-BR', translation: {} });
    expect((await api.get<CustomPhraseResponse[]>('/custom-phrases')).body.map(({ languageTag }) => languageTag)).toEqual(['de', 'pt-BR']);
  });

  it('refuses unsupported languages, unknown keys and misplaced values, saving nothing', async () => {
    expectError(await api.put('/custom-phrases/xx', {}), 400, 'localization.unsupported_language');
    expectError(await api.get('/custom-phrases/klingon'), 400, 'localization.unsupported_language');
    expectError(await api.delete('/custom-phrases/x-y'), 400, 'localization.unsupported_language');

    const unknown = expectError(
      await api.put('/custom-phrases/fr', { sign_in: { title: 'Bonjour', subtitle: 'x' }, nowhere: 'y', constructor: 'z' }),
      400,
      'localization.invalid_translation_structure',
    );
    expect(unknown.data).toEqual({ keys: 'sign_in.subtitle, nowhere, constructor' });
    const misplaced = expectError(
      await api.put('/custom-phrases/fr', { sign_in: 'Bonjour', page_title: { sign_in: { deeper: 'x' } } }),
      400,
      'localization.invalid_translation_structure',
    );
    expect(misplaced.data).toEqual({ keys: 'sign_in, page_title.sign_in' });
    expectError(await api.put('/custom-phrases/fr', { sign_in: { title: 42 } }), 400, 'guard.invalid_input');
    expectError(await api.put('/custom-phrases/fr', ['sign_in']), 400, 'guard.invalid_input');
    expect(await findCustomPhraseByLanguageTag(home, 'fr')).toBeUndefined();
    expect(delivered).toEqual([]);
  });

  it('answers 404 for a language without custom phrases', async () => {
    const error = expectError(await api.get('/custom-phrases/ja'), 404, 'localization.phrases_not_found');
    expect(error.data).toEqual({ languageTag: 'ja' });
    expectError(await api.delete('/custom-phrases/ja'), 404, 'localization.phrases_not_found');
  });

  it("deletes a language's set, but not the fallback language's", async () => {
    await api.put('/custom-phrases/it', { sign_in: { title: 'Bentornato' } });
    delivered = [];
    expect((await api.delete('/custom-phrases/it')).status).toBe(204);
    expect(await findCustomPhraseByLanguageTag(home, 'it')).toBeUndefined();
    expect(delivered.map(({ name, data }) => ({ name, data }))).toEqual([{ name: 'customPhrase.deleted', data: { languageTag: 'it' } }]);

    expect((await api.put('/custom-phrases/en', { sign_in: { title: 'Welcome to Acme' } })).status).toBe(201);
    const refused = expectError(await api.delete('/custom-phrases/en'), 400, 'localization.cannot_delete_default_language');
    expect(refused.data).toEqual({ languageTag: 'en' });
    expect(await findCustomPhraseByLanguageTag(home, 'en')).toBeDefined();

    // Once another language is the fallback, English's set can go.
    expect((await api.patch('/sign-in-exp', { languageInfo: { autoDetect: true, fallbackLanguage: 'de' } })).status).toBe(200);
    expectError(await api.delete('/custom-phrases/de'), 400, 'localization.cannot_delete_default_language');
    expect((await api.delete('/custom-phrases/en')).status).toBe(204);
    expect((await api.patch('/sign-in-exp', { languageInfo: { autoDetect: true, fallbackLanguage: 'en' } })).status).toBe(200);
  });

  it('keeps tenants apart', async () => {
    await other.insertInto('custom_phrases', { id: 'otherphrasesid', language_tag: 'ko', translation: toJson({ sign_in: { title: '다른' } }) }).execute();
    // This tenant sees none of the other tenant's sets, and cannot reach or remove them.
    expect((await api.get<CustomPhraseResponse[]>('/custom-phrases')).body.map(({ languageTag }) => languageTag)).not.toContain('ko');
    expectError(await api.get('/custom-phrases/ko'), 404, 'localization.phrases_not_found');
    expectError(await api.delete('/custom-phrases/ko'), 404, 'localization.phrases_not_found');
    // Writing the same language here creates this tenant's own set and leaves the other's alone.
    expect((await api.put('/custom-phrases/ko', { sign_in: { title: '환영합니다' } })).status).toBe(201);
    expect((await findCustomPhrases(other)).map(({ translation }) => translation)).toEqual([{ sign_in: { title: '다른' } }]);
  });
});
