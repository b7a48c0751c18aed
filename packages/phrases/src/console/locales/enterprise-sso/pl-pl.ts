import type { ConsolePhrases } from '../../types.js';

export const enterpriseSsoPhrasesPlPl: Pick<ConsolePhrases, 'enterprise_sso'> = {
  enterprise_sso: {
    list: {
      table_label: 'Konektory firmowe',
      column_name: 'Nazwa konektora',
      column_provider: 'Dostawca tożsamości',
      column_domains: 'Domeny e-mail',
      no_domains: 'Brak domen e-mail',
      empty_title: 'Nie ma jeszcze konektorów firmowych',
      empty_description:
        'Połącz dostawcę tożsamości klienta biznesowego, aby jego pracownicy logowali się kontami służbowymi.',
    },
    create: {
      provider_legend: 'Dostawca tożsamości',
      providers_failed: 'Nie udało się wczytać dostawców tożsamości.',
      connector_name: 'Nazwa konektora',
      connector_name_placeholder: 'Pracownicy Acme',
      connector_name_description: 'Tę nazwę widzą tylko administratorzy.',
      provider_required: 'Wybierz dostawcę tożsamości.',
      submit: 'Dodaj konektor',
    },
    provider_descriptions: {
      OIDC: 'Dowolny dostawca tożsamości obsługujący OpenID Connect.',
      SAML: 'Dowolny dostawca tożsamości obsługujący SAML 2.0.',
      AzureAD: 'Microsoft Entra ID (Azure AD) przez SAML.',
      AzureAdOidc: 'Microsoft Entra ID (Azure AD) przez OpenID Connect.',
      GoogleWorkspace: 'Konta Google Workspace przez OpenID Connect.',
      Okta: 'Konta pracownicze Okta przez OpenID Connect.',
    },
    details: {
      connector_id: 'ID konektora',
      delete: 'Usuń konektor',
      delete_confirm:
        'Osoby z jego domen e-mail nie będą mogły się już przez niego logować. Utworzone przez niego konta pozostaną. Tej operacji nie można cofnąć.',
      delete_description:
        'Usunięcie konektora kończy logowanie jednokrotne przez tego dostawcę tożsamości.',
      not_found: 'Ten konektor firmowy nie istnieje lub został usunięty.',
    },
    connection: {
      oidc_title: 'Dostawca OpenID Connect',
      oidc_description:
        'Zarejestruj aplikację u dostawcy tożsamości, a potem wpisz tutaj otrzymane dane.',
      issuer: 'Wystawca',
      issuer_description: 'Dostawca publikuje swoje punkty końcowe pod tym adresem URL.',
      client_id: 'ID klienta',
      client_secret: 'Sekret klienta',
      client_secret_kept:
        'Wyświetlany zamaskowany. Zostaw bez zmian, aby zachować zapisany sekret.',
      scope: 'Zakres',
      scope_description: 'Oddzielone spacjami; openid jest zawsze żądany.',
      callback_title: 'URI przekierowania',
      callback_description:
        'Zarejestruj dokładnie ten adres URL jako URI przekierowania aplikacji u dostawcy.',
      callback_url: 'Adres URL wywołania zwrotnego',
      discovered_title: 'Punkty końcowe dostawcy',
      authorization_endpoint: 'Punkt końcowy autoryzacji',
      token_endpoint: 'Punkt końcowy tokenów',
      userinfo_endpoint: 'Punkt końcowy userinfo',
      jwks_uri: 'Adres URL zestawu kluczy',
      sp_title: 'Dane dostawcy usług',
      sp_description: 'Przekaż je dostawcy tożsamości, gdy konfigurujesz tam aplikację SAML.',
      sp_entity_id: 'ID encji (odbiorca)',
      acs_url: 'Adres URL usługi odbioru asercji',
      sp_metadata: 'Metadane dostawcy usług',
      sp_metadata_url: 'URL metadanych dostawcy usług',
      idp_title: 'Dane dostawcy tożsamości',
      idp_description:
        'Wskaż, gdzie jest dostawca tożsamości: przez jego metadane albo pole po polu.',
      idp_source: 'Sposób połączenia',
      source_metadata_url: 'URL metadanych',
      source_metadata_xml: 'XML metadanych',
      source_manual: 'Wpisz ręcznie',
      metadata_url: 'URL metadanych',
      metadata_xml: 'XML metadanych',
      idp_entity_id: 'ID encji dostawcy tożsamości',
      sso_url: 'Adres URL logowania jednokrotnego',
      certificate: 'Certyfikat podpisu',
      certificate_description: 'Tekst PEM albo prześlij plik .pem, .cer lub .crt od dostawcy.',
      certificate_upload: 'Prześlij plik certyfikatu',
      certificate_unreadable: 'Ten plik nie zawiera certyfikatu. Wybierz plik .pem, .cer lub .crt.',
      parsed_title: 'Co odczytał serwer',
      parsed_entity_id: 'ID encji',
      parsed_sso_url: 'Adres URL logowania',
      parsed_expires: 'Certyfikat wygasa',
      certificate_valid: 'Ważny certyfikat',
      certificate_invalid: 'Certyfikat wygasł lub jest nieważny',
      parsed_none: 'Jeszcze nic nie odczytano: najpierw zapisz dane dostawcy tożsamości.',
    },
    experience: {
      branding_title: 'Przycisk logowania',
      branding_description:
        'Jak konektor wygląda na stronie logowania, gdy użytkownik może go wybrać.',
      display_name: 'Nazwa wyświetlana',
      display_name_placeholder: 'Acme',
      logo: 'Adres URL logo',
      dark_logo: 'Adres URL logo w trybie ciemnym',
      logo_invalid: 'Wpisz adres URL https lub http.',
      domains_title: 'Domeny e-mail',
      domains_description:
        'Użytkownicy, których adres e-mail kończy się jedną z tych domen, logują się przez ten konektor. Po każdej naciśnij Enter.',
      domains_label: 'Domeny e-mail',
      domain_invalid: '{{domain}} nie jest prawidłową domeną.',
      domain_duplicate: '{{domain}} jest już na liście.',
      remove_domain: 'Usuń {{domain}}',
      sync_title: 'Profil użytkownika',
      sync_toggle: 'Synchronizuj profil przy każdym logowaniu',
      sync_description:
        'Imię, awatar i e-mail są kopiowane od dostawcy tożsamości za każdym razem; w przeciwnym razie tylko przy tworzeniu konta.',
      token_storage_toggle: 'Przechowuj tokeny dostawcy tożsamości',
      token_storage_description:
        'Gdy włączone, tokeny dostępu i odświeżania z każdego logowania są przechowywane w postaci zaszyfrowanej, aby aplikacje użytkownika mogły wywoływać dostawcę przez API konta.',
    },
    sign_in_experience: {
      title: 'Firmowe logowanie jednokrotne',
      toggle: 'Oferuj logowanie jednokrotne na stronie logowania',
      description:
        'Użytkownicy domen e-mail Twoich konektorów firmowych logują się przez dostawcę tożsamości swojej firmy.',
    },
  },
};
