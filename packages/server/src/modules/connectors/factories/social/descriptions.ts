import type { I18nText } from '@tessera/schemas';

/** What each social factory does, in every console language; brand names stay untranslated. */
const signInWith = (brand: string): I18nText => ({
  en: `Let users sign in with their ${brand} account.`,
  de: `Nutzer melden sich mit ihrem ${brand}-Konto an.`,
  es: `Permite que los usuarios inicien sesión con su cuenta de ${brand}.`,
  fr: `Permettre aux utilisateurs de se connecter avec leur compte ${brand}.`,
  it: `Consenti agli utenti di accedere con il proprio account ${brand}.`,
  ja: `ユーザーが ${brand} アカウントでサインインできるようにします。`,
  ko: `사용자가 ${brand} 계정으로 로그인할 수 있습니다.`,
  'pl-PL': `Użytkownicy logują się kontem ${brand}.`,
  'pt-BR': `Permita que os usuários entrem com a conta ${brand}.`,
  'pt-PT': `Permita que os utilizadores iniciem sessão com a conta ${brand}.`,
  ru: `Вход пользователей с учётной записью ${brand}.`,
  'tr-TR': `Kullanıcılar ${brand} hesaplarıyla oturum açar.`,
  'zh-CN': `让用户使用 ${brand} 账号登录。`,
  'zh-HK': `讓用戶以 ${brand} 帳戶登入。`,
  'zh-TW': `讓使用者以 ${brand} 帳號登入。`,
  ar: `اسمح للمستخدمين بتسجيل الدخول بحساب ${brand} الخاص بهم.`,
});

const demo = (brand: string): I18nText => ({
  en: `A ${brand} look-alike for development: works without credentials, never for real users.`,
  de: `Ein ${brand}-Double für die Entwicklung: ohne Zugangsdaten, nie für echte Nutzer.`,
  es: `Una imitación de ${brand} para desarrollo: funciona sin credenciales, nunca para usuarios reales.`,
  fr: `Une imitation de ${brand} pour le développement : sans identifiants, jamais pour de vrais utilisateurs.`,
  it: `Un sosia di ${brand} per lo sviluppo: funziona senza credenziali, mai per utenti reali.`,
  ja: `開発用の ${brand} 風コネクター：認証情報なしで動作し、実ユーザー向けではありません。`,
  ko: `개발용 ${brand} 대체 커넥터: 자격 증명 없이 동작하며 실제 사용자용이 아닙니다.`,
  'pl-PL': `Imitacja ${brand} do celów deweloperskich: działa bez danych uwierzytelniających, nie dla prawdziwych użytkowników.`,
  'pt-BR': `Uma imitação do ${brand} para desenvolvimento: funciona sem credenciais, nunca para usuários reais.`,
  'pt-PT': `Uma imitação do ${brand} para desenvolvimento: funciona sem credenciais, nunca para utilizadores reais.`,
  ru: `Имитация ${brand} для разработки: работает без учётных данных, не для настоящих пользователей.`,
  'tr-TR': `Geliştirme için bir ${brand} benzeri: kimlik bilgisi gerektirmez, gerçek kullanıcılar için değildir.`,
  'zh-CN': `用于开发的 ${brand} 仿制连接器：无需凭据即可使用，切勿用于真实用户。`,
  'zh-HK': `用於開發的 ${brand} 仿製連接器：無需憑證即可使用，切勿用於真實用戶。`,
  'zh-TW': `用於開發的 ${brand} 仿製連接器：無需憑證即可使用，切勿用於真實使用者。`,
  ar: `بديل شبيه بـ ${brand} للتطوير: يعمل دون بيانات اعتماد، وليس للمستخدمين الحقيقيين أبدًا.`,
});

export const socialDescriptions = {
  oauth2: signInWith('OAuth 2.0'),
  oidc: signInWith('OpenID Connect'),
  google: signInWith('Google'),
  github: signInWith('GitHub'),
  discord: signInWith('Discord'),
  apple: signInWith('Apple'),
  microsoft: signInWith('Microsoft'),
  demo,
};

/** A plain round badge with the provider's initial: a logo that needs no hosted file. */
export const letterLogo = (letter: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${color}"/><text x="16" y="21.5" font-family="Arial,sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`,
  )}`;
