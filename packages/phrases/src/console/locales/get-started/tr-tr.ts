import type { Translation } from '../../../shared/phrases.js';
import type { getStartedPhrasesEn } from './en.js';

export const getStartedPhrasesTrTr: Translation<typeof getStartedPhrasesEn> = {
  get_started: {
    progress: '{{total}} adımdan {{done}} tanesi tamamlandı',
    done: 'Tamamlandı',
    mark_done: 'Tamamlandı olarak işaretle',
    steps_label: 'Kurulum adımları',
    load_failed: 'İlerleme yüklenemedi.',
    create_application: {
      title: 'Bir uygulama oluşturun',
      description: 'Uygulamanızı kaydedin ve oturum açmayı eklemek için bir kılavuzu izleyin.',
      action: 'Uygulama oluştur',
    },
    sign_in_experience: {
      title: 'Oturum açma deneyimini özelleştirin',
      description:
        'Kullanıcıların nasıl kaydolup oturum açacağını seçin ve sayfaları markanıza uygun hale getirin.',
      action: 'Özelleştir',
    },
    mfa: {
      title: 'Çok faktörlü kimlik doğrulamayı etkinleştirin',
      description: 'Hesapları korumak için ikinci bir faktör isteyin.',
      action: 'MFA kur',
    },
    roles: {
      title: 'Rol ekleyin',
      description: 'İzinleri rollerde toplayın ve bunları kullanıcılara ve uygulamalara atayın.',
      action: 'Rol oluştur',
    },
    collaborators: {
      title: 'Ortak çalışanları davet edin',
      description: 'Bu kiracıyı birlikte yönetmek için ekibinizi davet edin.',
      action: 'Üye davet et',
    },
  },
};
