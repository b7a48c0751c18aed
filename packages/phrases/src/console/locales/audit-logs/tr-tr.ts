import type { Translation } from '../../../shared/phrases.js';
import type { auditLogPhrasesEn } from './en.js';

export const auditLogPhrasesTrTr: Translation<typeof auditLogPhrasesEn> = {
  audit_logs: {
    list: {
      table_label: 'Denetim günlüğü kayıtları',
      column_event: 'Olay',
      column_user: 'Kullanıcı',
      column_application: 'Uygulama',
      column_result: 'Sonuç',
      column_time: 'Zaman',
      event_filter: 'Olaya göre filtrele',
      all_events: 'Tüm olaylar',
      application_filter: 'Uygulamaya göre filtrele',
      all_applications: 'Tüm uygulamalar',
      empty_title: 'Henüz kayıt yok',
      empty_description:
        'Oturum açmalar, kayıtlar ve token istekleri gerçekleştikçe burada görünür.',
      no_results: 'Bu filtrelere uyan kayıt yok.',
      none: 'Yok',
    },
    export: {
      button: 'CSV olarak dışa aktar',
      done: '{{count}} kayıt dışa aktarıldı.',
      truncated: 'En yeni {{count}} kayıt dışa aktarıldı: geri kalanı için filtreleri daraltın.',
      failed: 'Dışa aktarma başarısız oldu. Lütfen tekrar deneyin.',
      column_id: 'Kayıt kimliği',
    },
    result: {
      Success: 'Başarılı',
      Error: 'Başarısız',
    },
    details: {
      log_key: 'Kayıt anahtarı',
      ip: 'IP adresi',
      user_agent: 'Kullanıcı aracısı',
      error: 'Hata',
      payload: 'Yük verisi',
      copy_payload: 'Yük verisini kopyala',
      copied: 'Kopyalandı',
      not_found: 'Bu kayıt mevcut değil.',
    },
    event_step: '{{event}}: {{step}}',
    events: {
      SignIn: 'Oturum açma',
      Register: 'Kayıt olma',
      ForgotPassword: 'Parola sıfırlama',
    },
    steps: {
      create: 'başlatıldı',
      submit: 'tamamlandı',
      identifier: 'tanımlayıcı gönderildi',
      profile: 'profil güncellendi',
      password: 'parola doğrulandı',
      email_code_sent: 'e-posta kodu gönderildi',
      email_code: 'e-posta kodu doğrulandı',
      sms_code_sent: 'SMS kodu gönderildi',
      sms_code: 'SMS kodu doğrulandı',
      social: 'sosyal hesap doğrulandı',
      enterprise_sso: 'kurumsal SSO doğrulandı',
      totp: 'doğrulayıcı uygulama kodu doğrulandı',
      backup_code: 'yedek kod doğrulandı',
      webauthn: 'geçiş anahtarı doğrulandı',
      new_password: 'yeni parola belirlendi',
    },
    exchange: {
      AuthorizationCode: 'Yetkilendirme kodu için tokenlar verildi',
      ClientCredentials: 'İstemci kimlik bilgileriyle token verildi',
      RefreshToken: 'Tokenlar yenilendi',
      TokenExchange: 'Token değiştirildi',
    },
  },
};
