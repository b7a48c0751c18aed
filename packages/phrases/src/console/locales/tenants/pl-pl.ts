import type { ConsolePhrases } from '../../types.js';

export const tenantPhrasesPlPl: Pick<ConsolePhrases, 'tenants'> = {
  tenants: {
    selector_label: 'Przełącz dzierżawę, bieżąca: {{name}}',
    list_label: 'Twoje dzierżawy',
    loading_failed: 'Nie udało się wczytać Twoich dzierżaw.',
    create_tenant: 'Utwórz dzierżawę',
    tag_development: 'Deweloperska',
    tag_production: 'Produkcyjna',
    create_title: 'Utwórz dzierżawę',
    create_description: 'Dzierżawa ma własnych użytkowników, aplikacje, logowanie i ustawienia.',
    name: 'Nazwa dzierżawy',
    name_placeholder: 'Mój projekt',
    region: 'Region danych',
    region_description: 'Gdzie dzierżawa przechowuje dane. Nie można go później zmienić.',
    region_eu: 'UE (Europa)',
    region_us: 'USA (Stany Zjednoczone)',
    tag: 'Przeznaczenie',
    tag_development_description: 'Do tworzenia i testowania, z ograniczoną liczbą użytkowników.',
    tag_production_description: 'Dla działającego produktu i jego prawdziwych użytkowników.',
    create_submit: 'Utwórz dzierżawę',
    created: 'Utworzono dzierżawę {{name}}.',
    settings_title: 'Informacje o dzierżawie',
    settings_description:
      'Nazwa i przeznaczenie tej dzierżawy. Jej ID i region nigdy się nie zmieniają.',
    tenant_id: 'ID dzierżawy',
    read_only_notice:
      'Tylko administratorzy dzierżawy mogą zmieniać te ustawienia lub usunąć dzierżawę.',
    saved: 'Zapisano ustawienia dzierżawy.',
    delete_description:
      'Usunięcie dzierżawy usuwa jej użytkowników, aplikacje, ustawienia i wszystkie inne dane. Tej operacji nie można cofnąć.',
    delete_button: 'Usuń dzierżawę',
    delete_title: 'Usunąć {{name}}?',
    delete_confirm_label: 'Wpisz {{name}}, aby potwierdzić',
    deleted: 'Usunięto dzierżawę {{name}}.',
    landing_title: 'Utwórz pierwszą dzierżawę',
    landing_description:
      'Dzierżawa zawiera użytkowników, aplikacje i logowanie jednego produktu lub środowiska.',
  },
};
