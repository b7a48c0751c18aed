import type { Translation } from '../../../shared/phrases.js';
import type { accountPhrasesEn } from './en.js';

export const accountPhrasesTrTr: Translation<typeof accountPhrasesEn> = {
  auth: {
    redirecting: 'Oturum açma sayfasına yönlendiriliyorsunuz…',
  },
  profile: {
    title: 'Profil',
    headline: 'Kişisel bilgileriniz ve konsolda nasıl oturum açtığınız.',
    sections: {
      profile: 'Profil bilgileri',
      sign_in: 'Oturum açma ve güvenlik',
    },
    fields: {
      avatar: 'Profil resmi',
      name: 'Ad',
      username: 'Kullanıcı adı',
      email: 'E-posta adresi',
      password: 'Parola',
    },
    not_set: 'Ayarlanmadı',
    password_hidden: '••••••••',
    change: 'Değiştir',
    save: 'Kaydet',
    link_email: 'E-posta bağla',
    edit_avatar: 'Profil resmini değiştir',
    edit_name: 'Adı değiştir',
    edit_username: 'Kullanıcı adını değiştir',
    updated: '{{field}} güncellendi.',
    avatar: {
      upload: 'Görsel yükle',
      uploading: 'Yükleniyor…',
      hint: '{{extensions}}, en fazla {{limit}}.',
      remove: 'Görseli kaldır',
      url: 'Görsel URL’si',
      url_placeholder: 'https://example.com/avatar.png',
      error_file_count: 'Tam olarak {{count}} dosya seçin.',
      error_file_type: 'Bu dosya türü desteklenmiyor. Şunlardan birini kullanın: {{extensions}}.',
      error_file_size: 'Dosya çok büyük. Sınır {{limit}}.',
      error_upload: 'Görsel yüklenemedi. Lütfen tekrar deneyin.',
    },
    errors: {
      username_required: 'Bir kullanıcı adı girin.',
      username_invalid: 'Bir harf veya alt çizgiyle başlayın, ardından yalnızca harf, rakam ve alt çizgi kullanın.',
      too_long: 'En fazla {{max}} karakter kullanın.',
      invalid_uri_format: 'Geçerli bir http veya https URL’si girin.',
      password_required: 'Bir parola girin.',
      passwords_do_not_match: 'Parolalar eşleşmiyor.',
      same_password: 'Mevcut parolanızdan farklı bir parola seçin.',
    },
    verify_password: {
      title: 'Parolanızı doğrulayın',
      description: 'Değiştirmeden önce mevcut parolanızı girin.',
      current_password: 'Mevcut parola',
      action: 'Devam et',
    },
    change_password: {
      title: 'Parolayı değiştir',
      description: 'Hesabınız için yeni bir parola seçin.',
      description_for: '{{email}} için yeni bir parola seçin.',
      new_password: 'Yeni parola',
      confirm_password: 'Yeni parolayı onaylayın',
      action: 'Parolayı değiştir',
      changed: 'Parolanız değiştirildi.',
      verify_again: 'Güvenliğiniz için mevcut parolanızı yeniden doğrulayın.',
    },
    email: {
      unavailable_title: 'E-postayla oturum açma yapılandırılmamış',
      unavailable_description:
        'Bir e-posta adresi bağlamak için doğrulama kodunu gönderecek bir e-posta bağlayıcısı gerekir ve henüz hiçbiri ayarlanmadı. Bir e-posta bağlayıcısı ekleyip tekrar deneyin.',
    },
    delete_account: {
      title: 'Hesabı sil',
      description: 'Hesabınızı silin ve tüm kiracılardan ayrılın. Bu işlem geri alınamaz.',
      action: 'Hesabı sil',
      continue: 'Devam et',
      confirm_title: 'Hesabınız silinsin mi?',
      confirm_description:
        'Yönetici olduğunuz kiracılar verileriyle birlikte silinir; diğer kiracılardan ayrılırsınız.',
      final_title: 'Bu işlem kalıcıdır',
      final_description: 'Hesabınız ve verileri silinir ve oturumunuz kapatılır. Bu işlem geri alınamaz.',
      failed: 'Hesap silinemedi',
      failed_description: '{{message}} İstek kimliği: {{requestId}}. Lütfen daha sonra tekrar deneyin.',
    },
  },
};
