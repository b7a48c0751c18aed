import type { Translation } from '../../../shared/phrases.js';
import type { flowsPhrasesEn } from './en.js';

export const flowsPhrasesFr: Translation<typeof flowsPhrasesEn> = {
  identifier: {
    phone: 'Numéro de téléphone',
    invalid: 'Saisissez une valeur valide : {{types}}.',
    separator: ' / ',
    or: ' ou ',
  },
  sign_in_method: {
    with_code: 'Se connecter plutôt avec un code de vérification',
    with_password: 'Se connecter plutôt avec un mot de passe',
    forgot_password: 'Mot de passe oublié ?',
    send_code: 'Envoyer le code',
  },
  verification_code: {
    title: 'Saisissez le code de vérification',
    sent_to: 'Nous avons envoyé un code à 6 chiffres à {{target}}.',
    group_label: 'Code de vérification',
    digit_label: 'Chiffre {{position}} sur {{total}}',
    resend: 'Envoyer un nouveau code',
    resend_in: 'Vous pourrez demander un nouveau code dans {{seconds}} s.',
    resent: 'Un nouveau code est en route.',
    incomplete: 'Saisissez les 6 chiffres.',
    error: {
      mismatch: 'Ce code n’est pas le bon. Vérifiez-le et réessayez.',
      expired: 'Ce code a expiré. Demandez-en un nouveau.',
      too_many_attempts: 'Trop de codes erronés. Demandez-en un nouveau.',
      not_found: 'Ce code n’est plus valable. Demandez-en un nouveau.',
    },
  },
  forgot_password: {
    title: 'Réinitialiser votre mot de passe',
    description:
      'Saisissez l’adresse e-mail ou le numéro de téléphone de votre compte et nous vous enverrons un code.',
    new_password_title: 'Définir un nouveau mot de passe',
    new_password_description: 'Choisissez un nouveau mot de passe pour votre compte.',
    new_password: 'Nouveau mot de passe',
    submit: 'Réinitialiser le mot de passe',
    success:
      'Votre mot de passe a été réinitialisé. Connectez-vous avec votre nouveau mot de passe.',
    back_to_sign_in: 'Retour à la connexion',
  },
  password_rules: {
    heading: 'Votre mot de passe doit :',
    length: 'comporter de {{min}} à {{max}} caractères',
    character_types:
      'mélanger au moins {{min}} types parmi : minuscules, majuscules, chiffres et symboles',
    pwned: 'ne figurer dans aucune fuite de données connue',
    repetition_and_sequence: 'éviter les caractères répétés et les suites faciles',
    user_info: 'ne contenir ni votre nom, ni votre nom d’utilisateur, ni votre e-mail',
    words: 'ne pas contenir de mots que ce service interdit',
  },
  terms: {
    automatic:
      'En continuant, vous acceptez les <terms>Conditions d’utilisation</terms> et la <privacy>Politique de confidentialité</privacy>.',
    automatic_terms: 'En continuant, vous acceptez les <terms>Conditions d’utilisation</terms>.',
    automatic_privacy:
      'En continuant, vous acceptez la <privacy>Politique de confidentialité</privacy>.',
    manual:
      'J’accepte les <terms>Conditions d’utilisation</terms> et la <privacy>Politique de confidentialité</privacy>.',
    manual_terms: 'J’accepte les <terms>Conditions d’utilisation</terms>.',
    manual_privacy: 'J’accepte la <privacy>Politique de confidentialité</privacy>.',
    dialog_title: 'Conditions et confidentialité',
    dialog_description: 'Pour continuer, veuillez accepter les conditions ci-dessous.',
    agree_and_continue: 'Accepter et continuer',
    cancel: 'Annuler',
  },
  preview: {
    waiting: 'En attente des paramètres à prévisualiser…',
  },
};
