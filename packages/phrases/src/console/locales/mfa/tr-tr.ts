import type { ConsolePhrases } from '../../types.js';

export const mfaPhrasesTrTr: Pick<ConsolePhrases, 'mfa'> = {
  mfa: {
    factors_title: 'Faktörler',
    factors_description: 'Kullanıcıların kurup doğrulamada kullanabileceği ikinci faktörler.',
    totp_title: 'Kimlik doğrulama uygulaması (TOTP)',
    totp_description: 'Kullanıcılar bir kimlik doğrulama uygulamasıyla QR kodu tarar ve uygulamanın gösterdiği altı haneli kodu girer.',
    webauthn_title: 'Geçiş anahtarı veya güvenlik anahtarı (WebAuthn)',
    webauthn_description: 'Kullanıcılar parmak izi, yüz, cihaz PIN’i veya donanım güvenlik anahtarıyla doğrular.',
    backup_code_title: 'Yedek kodlar',
    backup_code_description: 'Diğer faktörlere ulaşılamadığında kullanmak için tek kullanımlık on kod.',
    backup_code_alone: 'Yedek kodlar yalnızca başka bir faktörü yedekler: bir kimlik doğrulama uygulamasını veya geçiş anahtarlarını da açın.',
    policy_title: 'Politika',
    policy_description: 'Kullanıcıların ikinci faktör kurulumunu atlayıp atlayamayacağı.',
    policy_legend: 'Çok faktörlü kimlik doğrulama politikası',
    user_controlled_title: 'Kullanıcılar karar versin',
    user_controlled_description: 'Oturum açarken kullanıcılara ikinci faktör önerilir ve atlanabilir; kuranlar onunla doğrular.',
    mandatory_title: 'Herkes için zorunlu',
    mandatory_description: 'İkinci faktörü olmayan kullanıcılar bir sonraki oturum açışta bir tane kurmalıdır ve herkes her seferinde onunla doğrular.',
    mandatory_needs_factor: 'Çok faktörlü kimlik doğrulamayı zorunlu kılmak için en az bir faktörü açın.',
    organization_note: 'Kuruluşlar da kendi ayarlarından üyelerine çok faktörlü kimlik doğrulamayı zorunlu kılabilir.',
    pro_tag: 'Pro',
    pro_notice: 'Bulutta çok faktörlü kimlik doğrulama bir Pro plan özelliğidir: üretim kiracılarının bunu kullanmak için Pro plana ihtiyacı vardır.',
  },
};
