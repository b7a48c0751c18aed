import type { Translation } from '../../../shared/phrases.js';
import type { accountPhrasesEn } from './en.js';

export const accountPhrasesFr: Translation<typeof accountPhrasesEn> = {
  auth: {
    redirecting: 'Redirection vers la connexion…',
  },
  profile: {
    title: 'Profil',
    headline: 'Vos informations personnelles et votre façon de vous connecter à la console.',
    sections: {
      profile: 'Informations du profil',
      sign_in: 'Connexion et sécurité',
    },
    fields: {
      avatar: 'Photo de profil',
      name: 'Nom',
      username: 'Nom d’utilisateur',
      email: 'Adresse e-mail',
      password: 'Mot de passe',
    },
    not_set: 'Non défini',
    password_hidden: '••••••••',
    change: 'Modifier',
    save: 'Enregistrer',
    link_email: 'Associer un e-mail',
    edit_avatar: 'Modifier la photo de profil',
    edit_name: 'Modifier le nom',
    edit_username: 'Modifier le nom d’utilisateur',
    updated: '{{field}} mis à jour.',
    avatar: {
      upload: 'Importer une image',
      uploading: 'Importation…',
      hint: '{{extensions}}, jusqu’à {{limit}}.',
      remove: 'Retirer l’image',
      url: 'URL de l’image',
      url_placeholder: 'https://example.com/avatar.png',
      error_file_count: 'Choisissez exactement {{count}} fichier.',
      error_file_type: 'Ce type de fichier n’est pas pris en charge. Utilisez l’un de ceux-ci : {{extensions}}.',
      error_file_size: 'Le fichier est trop volumineux. La limite est de {{limit}}.',
      error_upload: 'L’image n’a pas pu être importée. Veuillez réessayer.',
    },
    errors: {
      username_required: 'Saisissez un nom d’utilisateur.',
      username_invalid: 'Commencez par une lettre ou un tiret bas, puis utilisez uniquement des lettres, des chiffres et des tirets bas.',
      too_long: 'Utilisez au plus {{max}} caractères.',
      invalid_uri_format: 'Saisissez une URL http ou https valide.',
      password_required: 'Saisissez un mot de passe.',
      passwords_do_not_match: 'Les mots de passe ne correspondent pas.',
      same_password: 'Choisissez un mot de passe différent de l’actuel.',
    },
    verify_password: {
      title: 'Vérifiez votre mot de passe',
      description: 'Saisissez votre mot de passe actuel avant de le modifier.',
      current_password: 'Mot de passe actuel',
      action: 'Continuer',
    },
    change_password: {
      title: 'Modifier le mot de passe',
      description: 'Choisissez un nouveau mot de passe pour votre compte.',
      description_for: 'Choisissez un nouveau mot de passe pour {{email}}.',
      new_password: 'Nouveau mot de passe',
      confirm_password: 'Confirmez le nouveau mot de passe',
      action: 'Modifier le mot de passe',
      changed: 'Votre mot de passe a été modifié.',
      verify_again: 'Pour votre sécurité, vérifiez à nouveau votre mot de passe actuel.',
    },
    email: {
      unavailable_title: 'La connexion par e-mail n’est pas configurée',
      unavailable_description:
        'Associer une adresse e-mail nécessite un connecteur e-mail pour envoyer le code de vérification, et aucun n’est encore configuré. Ajoutez un connecteur e-mail, puis réessayez.',
    },
    delete_account: {
      title: 'Supprimer le compte',
      description: 'Supprimez votre compte et quittez tous les locataires. Cette action est irréversible.',
      action: 'Supprimer le compte',
      continue: 'Continuer',
      confirm_title: 'Supprimer votre compte ?',
      confirm_description:
        'Les locataires dont vous êtes administrateur sont supprimés avec leurs données ; vous quittez les autres locataires.',
      final_title: 'C’est définitif',
      final_description: 'Votre compte et ses données sont supprimés et vous êtes déconnecté. Cette action est irréversible.',
      failed: 'Le compte n’a pas pu être supprimé',
      failed_description: '{{message}} ID de la requête : {{requestId}}. Veuillez réessayer plus tard.',
    },
  },
};
