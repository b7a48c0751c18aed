import { AvatarChangeError, changeAvatar } from './avatar-upload';
import { phrasesFor, type CardPhrases } from './phrases';

/** What the card reads of `GET /api/my-account` (the fields the token's scopes allow). */
type Account = { id: string; name?: string | null; username?: string | null; avatar?: string | null; primaryEmail?: string | null };

/** Twelve colours for the letter avatar, picked by the letter's code point. */
const palette = ['#e85d4a', '#f08c3a', '#e0b12f', '#7cb342', '#2fa37b', '#26a6b8', '#3d8fe0', '#5b6ee1', '#8a5cd6', '#c056c4', '#e0528f', '#8d8d8d'];

const styles = `
:host { display: block; font: 14px/1.4 system-ui, sans-serif; color: #1f1f24; }
.card { border: 1px solid #dcdce0; border-radius: 12px; padding: 16px; display: grid; gap: 12px; max-width: 360px; background: #fff; }
.row { display: flex; align-items: center; gap: 12px; }
.label { color: #6b6b75; min-width: 64px; }
.value { flex: 1; }
.avatar { width: 40px; height: 40px; border-radius: 50%; object-fit: cover; display: grid; place-items: center; color: #fff; font-weight: 600; }
button { font: inherit; border: 1px solid #c8c8d0; border-radius: 8px; background: #f6f6f8; padding: 4px 12px; cursor: pointer; }
button.primary { background: #5d34f2; border-color: #5d34f2; color: #fff; }
dialog { border: none; border-radius: 12px; padding: 16px; box-shadow: 0 8px 32px rgb(0 0 0 / 20%); }
dialog form { display: grid; gap: 12px; min-width: 260px; }
input { font: inherit; padding: 6px 8px; border: 1px solid #c8c8d0; border-radius: 8px; }
.error { color: #c62828; }
.empty { color: #6b6b75; }
`;

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, text?: string) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    node.setAttribute(key, value);
  }
  if (text !== undefined) {
    node.textContent = text;
  }
  return node;
};

/**
 * `<tessera-profile-card endpoint="https://auth.example.com" access-token="…" lang="de">`: the
 * signed-in user's avatar, with a Change button that uploads a new picture, and name, with an
 * Update dialog that renames them through the account API. Without a token it says so. Shadow DOM keeps the host's styles out; no framework needed.
 * Work in progress: the server serves it only with DEV_FEATURES on.
 */
export class TesseraProfileCard extends HTMLElement {
  static observedAttributes = ['endpoint', 'access-token', 'lang'];
  readonly #root = this.attachShadow({ mode: 'open' });
  #account: Account | undefined;
  #loading = 0;

  connectedCallback() {
    void this.#load();
  }

  attributeChangedCallback() {
    if (this.isConnected) {
      void this.#load();
    }
  }

  get #phrases(): CardPhrases {
    return phrasesFor(this.getAttribute('lang') ?? document.documentElement.lang ?? navigator.language);
  }

  get #token() {
    return this.getAttribute('access-token') ?? '';
  }

  #url(path: string) {
    const endpoint = this.getAttribute('endpoint') ?? window.location.origin;
    return `${endpoint.replace(/\/$/, '')}/api${path}`;
  }

  async #call(method: 'GET' | 'PATCH', path: string, body?: unknown): Promise<Account> {
    const response = await fetch(this.#url(path), {
      method,
      headers: { Authorization: `Bearer ${this.#token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) {
      throw new Error(`The account API answered ${response.status}.`);
    }
    return (await response.json()) as Account;
  }

  async #load() {
    const attempt = ++this.#loading;
    if (!this.#token) {
      this.#account = undefined;
      this.#render();
      return;
    }
    try {
      const account = await this.#call('GET', '/my-account');
      if (attempt === this.#loading) {
        this.#account = account;
      }
    } catch {
      this.#account = undefined;
    }
    if (attempt === this.#loading) {
      this.#render();
    }
  }

  #avatar(account: Account, phrases: CardPhrases) {
    if (account.avatar) {
      return element('img', { class: 'avatar', src: account.avatar, alt: phrases.avatar, part: 'avatar' });
    }
    const letter = [...(account.name ?? account.username ?? account.primaryEmail ?? '?')][0]?.toUpperCase() ?? '?';
    const fallback = element('span', { class: 'avatar', role: 'img', 'aria-label': phrases.avatar, part: 'avatar' }, letter);
    fallback.style.background = palette[(letter.codePointAt(0) ?? 0) % palette.length] ?? '#8d8d8d';
    return fallback;
  }

  /** The Change button opens a file picker; the picked image becomes the avatar. */
  #avatarChanger(account: Account, phrases: CardPhrases) {
    const picker = element('input', { type: 'file', accept: 'image/*', hidden: '', 'aria-label': phrases.avatar, part: 'avatar-input' });
    const change = element('button', { type: 'button' }, phrases.change);
    const error = element('p', { class: 'error', role: 'alert', hidden: '', part: 'avatar-error' });
    change.addEventListener('click', () => picker.click());
    picker.addEventListener('change', () => {
      const file = picker.files?.[0];
      if (!file) {
        return;
      }
      change.disabled = true;
      error.hidden = true;
      changeAvatar<Account>((path) => this.#url(path), this.#token, file)
        .then((updated) => {
          this.#account = { ...account, ...updated };
          this.#render();
          this.dispatchEvent(new CustomEvent('profile-updated', { detail: { avatar: updated.avatar }, bubbles: true, composed: true }));
        })
        .catch((failure: unknown) => {
          error.textContent = failure instanceof AvatarChangeError && failure.reason === 'too_large' ? phrases.avatar_too_large : phrases.avatar_failed;
          error.hidden = false;
          change.disabled = false;
          picker.value = '';
        });
    });
    return { picker, change, error };
  }

  #nameDialog(account: Account, phrases: CardPhrases) {
    const dialog = element('dialog', { 'aria-label': phrases.edit_name });
    const form = element('form', { method: 'dialog' });
    const input = element('input', { name: 'name', 'aria-label': phrases.name, maxlength: '128' });
    input.value = account.name ?? '';
    const error = element('p', { class: 'error', role: 'alert', hidden: '' });
    const actions = element('div', { class: 'row' });
    const cancel = element('button', { type: 'button' }, phrases.cancel);
    const save = element('button', { type: 'submit', class: 'primary' }, phrases.save);
    cancel.addEventListener('click', () => dialog.close());
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      save.disabled = true;
      this.#call('PATCH', '/my-account', { name: input.value.trim() || null })
        .then((updated) => {
          this.#account = { ...account, ...updated };
          dialog.close();
          this.#render();
          this.dispatchEvent(new CustomEvent('profile-updated', { detail: { name: updated.name }, bubbles: true, composed: true }));
        })
        .catch(() => {
          error.textContent = phrases.failed;
          error.hidden = false;
          save.disabled = false;
        });
    });
    actions.append(cancel, save);
    form.append(element('strong', {}, phrases.edit_name), input, error, actions);
    dialog.append(form);
    return dialog;
  }

  #render() {
    const phrases = this.#phrases;
    const style = element('style', {}, styles);
    const card = element('div', { class: 'card', part: 'card' });
    const account = this.#account;
    if (!account) {
      card.append(element('p', { class: 'empty' }, phrases.no_user));
      this.#root.replaceChildren(style, card);
      return;
    }
    const avatarRow = element('div', { class: 'row' });
    const changer = this.#avatarChanger(account, phrases);
    avatarRow.append(element('span', { class: 'label' }, phrases.avatar), this.#avatar(account, phrases), element('span', { class: 'value' }), changer.picker, changer.change);
    const nameRow = element('div', { class: 'row' });
    const dialog = this.#nameDialog(account, phrases);
    const update = element('button', { type: 'button' }, phrases.update);
    update.addEventListener('click', () => dialog.showModal());
    nameRow.append(element('span', { class: 'label' }, phrases.name), element('span', { class: 'value', part: 'name' }, account.name ?? ''), update);
    card.append(avatarRow, changer.error, nameRow, dialog);
    this.#root.replaceChildren(style, card);
  }
}

if (!customElements.get('tessera-profile-card')) {
  customElements.define('tessera-profile-card', TesseraProfileCard);
}
