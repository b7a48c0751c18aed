import type { ConsolePhrases } from '../../types.js';

export const mfaPhrasesFr: Pick<ConsolePhrases, 'mfa'> = {
  mfa: {
    factors_title: 'Facteurs',
    factors_description: 'Les seconds facteurs que les utilisateurs peuvent configurer et utiliser pour se vérifier.',
    totp_title: "Application d'authentification (TOTP)",
    totp_description: "Les utilisateurs scannent un code QR avec une application d'authentification et saisissent le code à six chiffres qu'elle affiche.",
    webauthn_title: 'Clé d’accès ou clé de sécurité (WebAuthn)',
    webauthn_description: 'Les utilisateurs se vérifient par empreinte, visage, code PIN de l’appareil ou une clé de sécurité matérielle.',
    backup_code_title: 'Codes de secours',
    backup_code_description: 'Dix codes à usage unique pour quand les autres facteurs sont hors de portée.',
    backup_code_alone: "Les codes de secours ne font que doubler un autre facteur : activez aussi une application d'authentification ou les clés d’accès.",
    policy_title: 'Règle',
    policy_description: 'Si les utilisateurs peuvent ignorer la configuration d’un second facteur.',
    policy_legend: 'Règle d’authentification multifacteur',
    user_controlled_title: 'Laisser les utilisateurs choisir',
    user_controlled_description: 'Un second facteur est proposé à la connexion et peut être ignoré ; une fois configuré, il sert à chaque vérification.',
    mandatory_title: 'Obligatoire pour tous',
    mandatory_description: 'Les utilisateurs sans second facteur doivent en configurer un à leur prochaine connexion, et tous se vérifient avec à chaque fois.',
    mandatory_needs_factor: 'Activez au moins un facteur pour exiger l’authentification multifacteur.',
    organization_note: 'Les organisations peuvent aussi exiger l’authentification multifacteur de leurs membres, dans leurs paramètres.',
    pro_tag: 'Pro',
    pro_notice: 'Dans le cloud, l’authentification multifacteur est une fonctionnalité du forfait Pro : les tenants de production ont besoin du forfait Pro pour l’utiliser.',
  },
};
