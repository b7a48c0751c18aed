import type { Translation } from '../../../shared/phrases.js';
import type { flowsPhrasesEn } from './en.js';

export const flowsPhrasesTrTr: Translation<typeof flowsPhrasesEn> = {
  identifier: {
    phone: 'Telefon numarası',
    invalid: 'Geçerli bir değer girin: {{types}}.',
    separator: ' / ',
    or: ' veya ',
  },
  sign_in_method: {
    with_code: 'Bunun yerine doğrulama koduyla oturum aç',
    with_password: 'Bunun yerine parolayla oturum aç',
    forgot_password: 'Parolanızı mı unuttunuz?',
    send_code: 'Kod gönder',
  },
  verification_code: {
    title: 'Doğrulama kodunu girin',
    sent_to: '{{target}} adresine 6 haneli bir kod gönderdik.',
    group_label: 'Doğrulama kodu',
    digit_label: '{{total}} haneden {{position}}. hane',
    resend: 'Yeni kod gönder',
    resend_in: '{{seconds}} sn sonra yeni kod isteyebilirsiniz.',
    resent: 'Yeni kod yolda.',
    incomplete: '6 hanenin tamamını girin.',
    error: {
      mismatch: 'Bu kod doğru değil. Kontrol edip yeniden deneyin.',
      expired: 'Bu kodun süresi doldu. Yeni bir kod isteyin.',
      too_many_attempts: 'Çok fazla yanlış kod girildi. Yeni bir kod isteyin.',
      not_found: 'Bu kod artık geçerli değil. Yeni bir kod isteyin.',
    },
  },
  forgot_password: {
    title: 'Parolanızı sıfırlayın',
    description:
      'Hesabınızın e-posta adresini veya telefon numarasını girin, size bir kod gönderelim.',
    new_password_title: 'Yeni parola belirleyin',
    new_password_description: 'Hesabınız için yeni bir parola seçin.',
    new_password: 'Yeni parola',
    submit: 'Parolayı sıfırla',
    success: 'Parolanız sıfırlandı. Yeni parolanızla oturum açın.',
    back_to_sign_in: 'Oturum açmaya dön',
  },
  password_rules: {
    heading: 'Parolanız şunları sağlamalı:',
    length: '{{min}} ile {{max}} karakter arasında olmalı',
    character_types: 'küçük harf, büyük harf, rakam ve simgeden en az {{min}} türü birleştirmeli',
    pwned: 'bilinen bir veri sızıntısında yer almamalı',
    repetition_and_sequence: 'tekrarlanan karakterlerden ve kolay dizilerden kaçınmalı',
    user_info: 'adınızı, kullanıcı adınızı veya e-postanızı içermemeli',
    words: 'bu hizmetin izin vermediği kelimeleri içermemeli',
  },
  terms: {
    automatic:
      'Devam ederek <terms>Kullanım koşullarını</terms> ve <privacy>Gizlilik politikasını</privacy> kabul etmiş olursunuz.',
    automatic_terms: 'Devam ederek <terms>Kullanım koşullarını</terms> kabul etmiş olursunuz.',
    automatic_privacy:
      'Devam ederek <privacy>Gizlilik politikasını</privacy> kabul etmiş olursunuz.',
    manual:
      '<terms>Kullanım koşullarını</terms> ve <privacy>Gizlilik politikasını</privacy> kabul ediyorum.',
    manual_terms: '<terms>Kullanım koşullarını</terms> kabul ediyorum.',
    manual_privacy: '<privacy>Gizlilik politikasını</privacy> kabul ediyorum.',
    dialog_title: 'Koşullar ve gizlilik',
    dialog_description: 'Devam etmek için lütfen aşağıdaki koşulları kabul edin.',
    agree_and_continue: 'Kabul et ve devam et',
    cancel: 'İptal',
  },
  preview: {
    waiting: 'Önizlenecek ayarlar bekleniyor…',
  },
};
