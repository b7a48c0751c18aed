import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './profile-card';

type Call = { method: string; url: string; headers: Record<string, string>; body: unknown };
type Reply = { status: number; body?: unknown };

const endpoint = 'https://auth.example.test';
const account = { id: 'u1', name: 'Ada', avatar: null };

/** A fetch that answers by `METHOD path` and records every call. */
function stubAccountApi(replies: Record<string, Reply>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(input).pathname;
      calls.push({ method, url: input, headers: (init.headers ?? {}) as Record<string, string>, body: init.body });
      const reply = replies[`${method} ${path}`] ?? { status: 404, body: { code: 'route.not_found' } };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return calls;
}

async function mountCard(lang = 'en') {
  const card = document.createElement('tessera-profile-card');
  card.setAttribute('endpoint', endpoint);
  card.setAttribute('access-token', 'token-1');
  card.setAttribute('lang', lang);
  document.body.append(card);
  const root = card.shadowRoot as ShadowRoot;
  await vi.waitFor(() => expect(root.querySelector('[part="name"]')?.textContent).toBe('Ada'));
  const picker = root.querySelector<HTMLInputElement>('input[type="file"]');
  const change = [...root.querySelectorAll('button')].find((button) => button.textContent === (lang === 'de' ? 'Ändern' : 'Change'));
  if (!picker || !change) {
    throw new Error('The avatar row has no picker or Change button.');
  }
  return { card, root, picker, change };
}

/** What a user does in the file picker: picks one file. */
function pick(picker: HTMLInputElement, file: File) {
  Object.defineProperty(picker, 'files', { value: [file], configurable: true });
  picker.dispatchEvent(new Event('change'));
}

const image = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

describe('<tessera-profile-card> avatar change', () => {
  beforeEach(() => {
    document.body.replaceChildren();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the file picker, uploads the picked image and saves its URL as the avatar', async () => {
    const url = 'https://auth.example.test/user-assets/default/avatar.png';
    const calls = stubAccountApi({
      'GET /api/my-account': { status: 200, body: account },
      'POST /api/my-account/user-assets/avatar': { status: 200, body: { url } },
      'PATCH /api/my-account': { status: 200, body: { ...account, avatar: url } },
    });
    const { card, root, picker, change } = await mountCard();
    const opened = vi.spyOn(picker, 'click').mockImplementation(() => undefined);
    change.click();
    expect(opened).toHaveBeenCalledOnce();
    expect(picker.accept).toBe('image/*');

    const updated = new Promise<CustomEvent>((resolve) => {
      card.addEventListener('profile-updated', (event) => resolve(event as CustomEvent), { once: true });
    });
    pick(picker, image());
    expect((await updated).detail).toEqual({ avatar: url });
    expect(root.querySelector<HTMLImageElement>('img[part="avatar"]')?.src).toBe(url);

    const upload = calls.find((call) => call.method === 'POST');
    expect(upload?.url).toBe(`${endpoint}/api/my-account/user-assets/avatar`);
    expect(upload?.headers.Authorization).toBe('Bearer token-1');
    const sent = (upload?.body as FormData).get('file') as File;
    expect(sent.name).toBe('me.png');
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(JSON.parse(String(patch?.body))).toEqual({ avatar: url });
  });

  it('says the image is too large, in the card language, and changes nothing', async () => {
    const calls = stubAccountApi({
      'GET /api/my-account': { status: 200, body: account },
      'POST /api/my-account/user-assets/avatar': { status: 413, body: { code: 'guard.file_size_exceeded' } },
    });
    const { root, picker, change } = await mountCard('de');
    pick(picker, image());
    const alert = root.querySelector('[part="avatar-error"]');
    await vi.waitFor(() => expect(alert?.hasAttribute('hidden')).toBe(false));
    expect(alert?.textContent).toBe('Das Bild ist zu groß.');
    expect(change.disabled).toBe(false);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(root.querySelector('img[part="avatar"]')).toBeNull();
  });

  it('shows a failure when the account API refuses the new avatar', async () => {
    stubAccountApi({
      'GET /api/my-account': { status: 200, body: account },
      'POST /api/my-account/user-assets/avatar': { status: 200, body: { url: 'https://auth.example.test/a.png' } },
      'PATCH /api/my-account': { status: 403, body: { code: 'account_center.field_not_editable' } },
    });
    const { root, picker } = await mountCard();
    pick(picker, image());
    const alert = root.querySelector('[part="avatar-error"]');
    await vi.waitFor(() => expect(alert?.textContent).toBe('The avatar could not be changed.'));
    expect(root.querySelector('[part="avatar"]')?.textContent).toBe('A');
  });
});
