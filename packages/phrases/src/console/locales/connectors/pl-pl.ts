import type { Translation } from '../../../shared/phrases.js';
import type { connectorPhrasesEn } from './en.js';

export const connectorPhrasesPlPl: Translation<typeof connectorPhrasesEn> = {
  connectors: {
    types: {
      Email: 'Konektor e-mail',
      Sms: 'Konektor SMS',
      Social: 'Konektor społecznościowy',
    },
    passwordless: {
      email_description:
        'Wysyła kody weryfikacyjne e-mailem przy logowaniu, rejestracji i resetowaniu hasła.',
      sms_description:
        'Wysyła kody weryfikacyjne SMS-em przy logowaniu, rejestracji i resetowaniu hasła.',
      not_set_up: 'Jeszcze nie skonfigurowano.',
      set_up_email: 'Skonfiguruj konektor e-mail',
      set_up_sms: 'Skonfiguruj konektor SMS',
    },
    social: {
      column_connectors: 'Konektory',
      column_status: 'Doświadczenie logowania',
      demo: 'Demonstracja',
      in_use: 'Oferowany',
      not_in_use: 'Nieoferowany',
      platforms: { Universal: 'Każda platforma', Web: 'Aplikacje webowe', Native: 'Aplikacje natywne' },
      table_label: 'Konektory społecznościowe',
      column_name: 'Nazwa',
      column_target: 'Dostawca tożsamości',
      empty_title: 'Brak konektorów społecznościowych',
      empty_description:
        'Dodaj konektor społecznościowy, aby użytkownicy mogli logować się kontem, które już mają.',
      add: 'Dodaj konektor społecznościowy',
    },
    social_guide: {
      callback_title: 'Adres URL wywołania zwrotnego',
      callback_description: 'Zarejestruj dokładnie ten adres URL jako adres przekierowania (callback) aplikacji, którą tworzysz u dostawcy.',
      callback_label: 'Adres URL wywołania zwrotnego',
    },
    social_display: {
      title: 'Przycisk logowania',
      description: 'Jak przycisk wygląda na stronie logowania. Pozostaw pole puste, aby użyć nazwy lub logo dostawcy.',
      name_in: 'Nazwa ({{language}})',
      other_languages: 'Nazwa w innych językach',
      logo: 'Adres URL logo',
      logo_dark: 'Adres URL logo w trybie ciemnym',
      sync_profile: 'Aktualizuj profil przy każdym logowaniu',
      sync_profile_description: 'Po włączeniu imię i nazwisko, awatar oraz e-mail od dostawcy zastępują profil użytkownika przy każdym logowaniu. Po wyłączeniu są kopiowane tylko przy tworzeniu konta.',
    },
    create: {
      description_social: 'Wybierz dostawcę tożsamości, przez którego logują się użytkownicy. Jego ustawienia uzupełnisz na następnej stronie.',
      demo_hint: 'Działa bez danych uwierzytelniających, do wypróbowania. Nie do użytku produkcyjnego.',
      title_email: 'Wybierz dostawcę e-maili',
      title_sms: 'Wybierz dostawcę SMS',
      title_social: 'Wybierz dostawcę społecznościowego',
      description:
        'Wybierz usługę, która wysyła wiadomości. Jej ustawienia uzupełnisz na następnej stronie.',
      providers_label: 'Dostawcy',
      no_factories_title: 'Brak dostępnych dostawców',
      no_factories_description: 'Ten serwer nie oferuje konektorów tego rodzaju.',
      already_set_up:
        'Konektor tego rodzaju jest już skonfigurowany. Usuń go, zanim dodasz kolejny.',
      open_existing: 'Otwórz obecny konektor',
    },
    guide: {
      title: 'Konfiguracja: {{name}}',
      not_found: 'Ten dostawca nie istnieje.',
      save: 'Zapisz i zakończ',
      created: 'Utworzono konektor „{{name}}”.',
    },
    config: {
      description_social: 'Dane uwierzytelniające aplikacji zarejestrowanej u dostawcy i adres, pod którym jest dostępny.',
      field_labels: {
        clientId: 'Identyfikator klienta',
        clientSecret: 'Sekret klienta',
        scope: 'Zakres (scope)',
        authorizationEndpoint: 'Punkt końcowy autoryzacji',
        tokenEndpoint: 'Punkt końcowy tokenu',
        userInfoEndpoint: 'Punkt końcowy informacji o użytkowniku',
        issuer: 'Wystawca (issuer)',
        accountSid: 'SID konta',
        apiKey: 'Klucz API',
        authToken: 'Token uwierzytelniania',
        baseUrl: 'Bazowy URL API',
        endpoint: 'Punkt końcowy',
        from: 'Nadawca',
        headers: 'Nagłówki',
        host: 'Nazwa hosta',
        password: 'Hasło',
        port: 'Numer portu',
        username: 'Nazwa użytkownika',
        templates: 'Szablony',
        senderName: 'Nazwa nadawcy',
        companyInformation: 'Informacje o firmie',
        fromEmail: 'E-mail nadawcy',
        signingSecret: 'Sekret podpisu',
        tlsMode: 'Tryb TLS',
      },
      field_descriptions: {
        templates:
          'Jeden wpis na typ użycia (SignIn, Register, ForgotPassword, Generic, OrganizationInvitation, MfaVerification…): usageType, opcjonalnie locale, subject (e-mail), content z {{variable}}, opcjonalnie contentType.',
        senderName: 'Wyświetlana jako nadawca; bez adresu URL.',
        companyInformation: 'Dołączane do każdego e-maila; bez adresu URL.',
        signingSecret:
          'Co najmniej 16 znaków; każde żądanie niesie HMAC-SHA256 swojej treści w nagłówku {{header}}.',
        headers: 'Dodatkowe nagłówki żądania jako obiekt JSON z ciągami znaków.',
      },
      field_placeholders: {
        host: 'smtp.example.com',
        fromEmail: 'noreply@example.com',
        senderName: 'Acme',
        endpoint: 'https://example.com/messages',
        from: '+15550100 lub MG…',
      },
      field_options: {
        tlsMode: { starttls: 'STARTTLS', tls: 'TLS', none: 'Brak' },
      },
      title: 'Ustawienia',
      description: 'Czego dostawca potrzebuje, aby wysyłać wiadomości w Twoim imieniu.',
      secret_hint:
        'Przechowywane w postaci zaszyfrowanej i wyświetlane jako zamaskowane. Wpisz nową wartość, aby ją zastąpić.',
      invalid_number: 'Wpisz liczbę.',
      select_placeholder: 'Wybierz opcję',
      url_in_sender_name: 'Adres URL nie jest dozwolony w nazwie nadawcy.',
      url_in_company_information: 'Adres URL nie jest dozwolony w informacjach o firmie.',
    },
    test: {
      title: 'Wyślij wiadomość testową',
      description_email:
        'Sprawdź ustawienia, wysyłając testowy e-mail z przykładowym kodem. Nic nie zostanie zapisane.',
      description_sms:
        'Sprawdź ustawienia, wysyłając testowy SMS z przykładowym kodem. Nic nie zostanie zapisane.',
      email_label: 'Adres e-mail odbiorcy',
      phone_label: 'Numer telefonu odbiorcy',
      send: 'Wyślij wiadomość testową',
      sent: 'Wysłano wiadomość testową do {{to}}.',
      invalid_email: 'Wpisz prawidłowy adres e-mail.',
      invalid_phone: 'Wpisz numer telefonu w formacie międzynarodowym, np. +14155550100.',
    },
    templates: {
      title: 'Szablony wiadomości',
      description:
        'Treść wiadomości dla każdego celu i języka. {{variable}} zostanie zastąpione kodem weryfikacyjnym.',
      usage_type: 'Cel',
      language: 'Język',
      any_language: 'Wszystkie pozostałe języki',
      subject: 'Temat',
      content: 'Treść',
      content_type: 'Format treści',
      content_types: {
        text_plain: 'Zwykły tekst',
        text_html: 'Sformatowany (HTML)',
      },
      code_required: 'Treść musi zawierać {{variable}}.',
      not_set: 'Nie ma jeszcze szablonu dla tego celu i języka. Wypełnij go, aby dodać.',
      remove: 'Usuń ten szablon',
      required: 'Dodaj co najmniej jeden szablon.',
      usage_types: {
        SignIn: 'Logowanie',
        Register: 'Rejestracja',
        ForgotPassword: 'Resetowanie hasła',
        OrganizationInvitation: 'Zaproszenie do organizacji',
        Generic: 'Wiadomość ogólna i testy',
        UserPermissionValidation: 'Weryfikacja tożsamości',
        BindNewIdentifier: 'Powiązanie nowego e-maila lub telefonu',
        MfaVerification: 'Weryfikacja wieloskładnikowa',
      },
    },
    details: {
      delete_description_social: 'Użytkownicy nie będą mogli logować się przez tego dostawcę, a ich konta stracą powiązanie z nim.',
      delete_confirm_social: 'Użytkownicy nie będą mogli logować się przez tego dostawcę za pomocą tego konektora.',
      delete_confirm_in_use: 'Doświadczenie logowania oferuje {{target}}. Po usunięciu tego konektora użytkownicy, którzy logowali się przez niego, nie będą mogli logować się w ten sposób.',
      not_found: 'Ten konektor nie istnieje.',
      connector_id: 'Identyfikator konektora',
      delete: 'Usuń konektor',
      delete_description:
        'Użytkownicy przestaną otrzymywać wiadomości przez ten konektor. Metody logowania, które go wymagają, przestaną działać.',
      delete_confirm:
        'Logowanie, rejestracja i resetowanie hasła, które wymagają tego konektora, przestaną działać, dopóki nie skonfigurujesz innego.',
    },
  },
};
