import type { ConsolePhrases } from '../../types.js';

export const mfaPhrasesPlPl: Pick<ConsolePhrases, 'mfa'> = {
  mfa: {
    factors_title: 'Składniki',
    factors_description: 'Drugie składniki, które użytkownicy mogą skonfigurować i którymi się weryfikują.',
    totp_title: 'Aplikacja uwierzytelniająca (TOTP)',
    totp_description: 'Użytkownicy skanują kod QR aplikacją uwierzytelniającą i wpisują sześciocyfrowy kod, który ona pokazuje.',
    webauthn_title: 'Klucz dostępu lub klucz bezpieczeństwa (WebAuthn)',
    webauthn_description: 'Użytkownicy weryfikują się odciskiem palca, twarzą, kodem PIN urządzenia lub sprzętowym kluczem bezpieczeństwa.',
    backup_code_title: 'Kody zapasowe',
    backup_code_description: 'Dziesięć jednorazowych kodów na wypadek, gdy inne składniki są niedostępne.',
    backup_code_alone: 'Kody zapasowe tylko zabezpieczają inny składnik: włącz też aplikację uwierzytelniającą lub klucze dostępu.',
    policy_title: 'Zasada',
    policy_description: 'Czy użytkownicy mogą pominąć konfigurację drugiego składnika.',
    policy_legend: 'Zasada uwierzytelniania wieloskładnikowego',
    user_controlled_title: 'Decyzja użytkownika',
    user_controlled_description: 'Przy logowaniu użytkownikom proponuje się drugi składnik, który mogą pominąć; kto go skonfiguruje, weryfikuje się nim.',
    mandatory_title: 'Wymagane dla wszystkich',
    mandatory_description: 'Użytkownicy bez drugiego składnika muszą go skonfigurować przy następnym logowaniu, a wszyscy weryfikują się nim za każdym razem.',
    mandatory_needs_factor: 'Włącz co najmniej jeden składnik, aby wymagać uwierzytelniania wieloskładnikowego.',
    organization_note: 'Organizacje mogą też wymagać uwierzytelniania wieloskładnikowego od swoich członków w swoich ustawieniach.',
    pro_tag: 'Pro',
    pro_notice: 'W chmurze uwierzytelnianie wieloskładnikowe jest funkcją planu Pro: dzierżawcy produkcyjni potrzebują planu Pro, aby z niego korzystać.',
  },
};
