import type { ConsolePhrases } from '../../types.js';

export const mfaPhrasesDe: Pick<ConsolePhrases, 'mfa'> = {
  mfa: {
    factors_title: 'Faktoren',
    factors_description: 'Die zweiten Faktoren, die Benutzer einrichten und zur Bestätigung nutzen können.',
    totp_title: 'Authenticator-App (TOTP)',
    totp_description: 'Benutzer scannen einen QR-Code mit einer Authenticator-App und geben den sechsstelligen Code ein, den sie anzeigt.',
    webauthn_title: 'Passkey oder Sicherheitsschlüssel (WebAuthn)',
    webauthn_description: 'Benutzer bestätigen mit Fingerabdruck, Gesicht, Geräte-PIN oder einem Hardware-Sicherheitsschlüssel.',
    backup_code_title: 'Backup-Codes',
    backup_code_description: 'Zehn Einmal-Codes für den Fall, dass die anderen Faktoren nicht zur Hand sind.',
    backup_code_alone: 'Backup-Codes sichern nur einen anderen Faktor ab: Aktiviere auch eine Authenticator-App oder Passkeys.',
    policy_title: 'Richtlinie',
    policy_description: 'Ob Benutzer das Einrichten eines zweiten Faktors überspringen dürfen.',
    policy_legend: 'Richtlinie für Multi-Faktor-Authentifizierung',
    user_controlled_title: 'Benutzer entscheiden lassen',
    user_controlled_description: 'Benutzern wird bei der Anmeldung ein zweiter Faktor angeboten, den sie überspringen können; wer einen einrichtet, bestätigt damit.',
    mandatory_title: 'Für alle verpflichtend',
    mandatory_description: 'Benutzer ohne zweiten Faktor müssen bei der nächsten Anmeldung einen einrichten, und alle bestätigen jedes Mal damit.',
    mandatory_needs_factor: 'Aktiviere mindestens einen Faktor, um Multi-Faktor-Authentifizierung vorzuschreiben.',
    organization_note: 'Organisationen können Multi-Faktor-Authentifizierung für ihre Mitglieder auch in ihren Einstellungen vorschreiben.',
    pro_tag: 'Pro',
    pro_notice: 'In der Cloud ist Multi-Faktor-Authentifizierung eine Funktion des Pro-Tarifs: Produktiv-Mandanten brauchen den Pro-Tarif, um sie zu nutzen.',
  },
};
