import type { Translation } from '../../../shared/phrases.js';
import type { domainPhrasesEn } from './en.js';

export const domainPhrasesRu: Translation<typeof domainPhrasesEn> = {
  domains: {
    title: 'Собственный домен',
    description: 'Размещайте страницы входа и конечные точки OpenID Connect этого тенанта на своём домене, например login.example.com. Издатель токенов тогда следует за доменом.',
    domain: 'Домен',
    domain_placeholder: 'login.example.com',
    domain_hint: 'Имя хоста, которым вы владеете, без https:// и пути.',
    add: 'Добавить домен',
    added: '{{domain}} добавлен. Создайте DNS-записи ниже.',
    loading_failed: 'Не удалось загрузить собственный домен.',
    retry: 'Повторить',
    status_label: 'Статус',
    status: {
      PendingVerification: 'Проверка DNS',
      PendingSsl: 'Выпуск сертификата',
      Active: 'Активен',
      Error: 'Ошибка',
    },
    status_hint: {
      PendingVerification: 'Ожидание DNS-записей ниже. Страница проверяет снова каждые несколько секунд.',
      PendingSsl: 'DNS подтверждён. Сертификат выпускается; это может занять несколько минут.',
      Active: 'Запросы на этот домен доходят до тенанта по HTTPS.',
      Error: 'Проверки прекращены. Исправьте DNS-записи, затем удалите домен и добавьте его снова.',
    },
    dns_records: 'DNS-записи',
    dns_records_description: 'Создайте эти записи у своего DNS-провайдера.',
    columns: {
      type: 'Тип',
      name: 'Имя',
      value: 'Значение',
    },
    copy_name: 'Копировать имя',
    copy_value: 'Копировать значение',
    delete: 'Удалить домен',
    delete_title: 'Удалить {{domain}}?',
    delete_description: 'Входы и запросы OpenID Connect на этом домене сразу прекратятся, а токены его издателя там больше не принимаются.',
    deleted: '{{domain}} удалён.',
    on_custom_domain: 'На вашем собственном домене {{domain}}',
    copy_on_custom_domain: '{{label}} на {{domain}}',
  },
};
