import type { ConsolePhrases } from '../../types.js';

export const tenantStatusPhrasesPlPl: Pick<ConsolePhrases, 'tenant_status'> = {
  tenant_status: {
    tag_suspended: 'Zawieszony',
    tag_overdue: 'Zaległa płatność',
    tag_mau_exceeded: 'Przekroczono MAU',
    suspended_title: 'Ten tenant jest zawieszony',
    suspended_description: 'Logowanie, tokeny i Management API są niedostępne, a jego ustawień nie można otworzyć, dopóki trwa zawieszenie.',
    suspended_contact: 'Jeśli uważasz, że to pomyłka, lub chcesz przywrócić tenanta, skontaktuj się z nami.',
    contact_us: 'Skontaktuj się z nami',
    mau_exceeded_title: 'Osiągnięto limit miesięcznie aktywnych użytkowników',
    mau_exceeded_description: 'Ten tenant ma {{activeUsers}} miesięcznie aktywnych użytkowników, a jego plan obejmuje {{mauLimit}}. Zmień plan na wyższy, aby wszyscy użytkownicy mogli nadal się logować.',
    view_plans: 'Zobacz plany',
    overdue_title: 'Zaległa płatność',
    overdue_description: 'Ten tenant ma niezapłacone faktury na łączną kwotę {{amount}}. Opłać je, aby tenant nie został zawieszony.',
    view_billing: 'Zobacz historię rozliczeń',
    dev_notice_title: 'Ten tenant jest teraz tenantem deweloperskim',
    dev_notice_description: 'Tenanty deweloperskie są bezpłatne do tworzenia i testowania, z limitami nieodpowiednimi dla ruchu produkcyjnego. Jeśli ten tenant obsługuje prawdziwych użytkowników, utwórz tenanta produkcyjnego i przenieś ich tam.',
    production_banner: 'Nie masz jeszcze tenanta produkcyjnego. Utwórz go przed uruchomieniem.',
    create_tenant: 'Utwórz tenanta',
  },
};
