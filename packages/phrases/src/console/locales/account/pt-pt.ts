import type { Translation } from '../../../shared/phrases.js';
import type { accountPhrasesEn } from './en.js';

export const accountPhrasesPtPt: Translation<typeof accountPhrasesEn> = {
  auth: {
    redirecting: 'A encaminhar para o início de sessão…',
  },
  profile: {
    title: 'Perfil',
    headline: 'Os seus dados pessoais e a forma como inicia sessão na consola.',
    sections: {
      profile: 'Informações do perfil',
      sign_in: 'Início de sessão e segurança',
    },
    fields: {
      avatar: 'Fotografia de perfil',
      name: 'Nome',
      username: 'Nome de utilizador',
      email: 'Endereço de e-mail',
      password: 'Palavra-passe',
    },
    not_set: 'Não definido',
    password_hidden: '••••••••',
    change: 'Alterar',
    save: 'Guardar',
    link_email: 'Associar e-mail',
    edit_avatar: 'Alterar fotografia de perfil',
    edit_name: 'Alterar nome',
    edit_username: 'Alterar nome de utilizador',
    updated: '{{field}} atualizado.',
    avatar: {
      upload: 'Carregar imagem',
      uploading: 'A carregar…',
      hint: '{{extensions}}, até {{limit}}.',
      remove: 'Remover imagem',
      url: 'URL da imagem',
      url_placeholder: 'https://example.com/avatar.png',
      error_file_count: 'Escolha exatamente {{count}} ficheiro.',
      error_file_type: 'Este tipo de ficheiro não é suportado. Utilize um destes: {{extensions}}.',
      error_file_size: 'O ficheiro é demasiado grande. O limite é {{limit}}.',
      error_upload: 'Não foi possível carregar a imagem. Tente novamente.',
    },
    errors: {
      username_required: 'Introduza um nome de utilizador.',
      username_invalid: 'Comece por uma letra ou um sublinhado e depois utilize apenas letras, algarismos e sublinhados.',
      too_long: 'Utilize no máximo {{max}} carateres.',
      invalid_uri_format: 'Introduza um URL http ou https válido.',
      password_required: 'Introduza uma palavra-passe.',
      passwords_do_not_match: 'As palavras-passe não coincidem.',
      same_password: 'Escolha uma palavra-passe diferente da atual.',
    },
    verify_password: {
      title: 'Confirme a sua palavra-passe',
      description: 'Introduza a palavra-passe atual antes de a alterar.',
      current_password: 'Palavra-passe atual',
      action: 'Continuar',
    },
    change_password: {
      title: 'Alterar palavra-passe',
      description: 'Escolha uma nova palavra-passe para a sua conta.',
      description_for: 'Escolha uma nova palavra-passe para {{email}}.',
      new_password: 'Nova palavra-passe',
      confirm_password: 'Confirme a nova palavra-passe',
      action: 'Alterar palavra-passe',
      changed: 'A sua palavra-passe foi alterada.',
      verify_again: 'Por segurança, confirme novamente a palavra-passe atual.',
    },
    email: {
      unavailable_title: 'O início de sessão por e-mail não está configurado',
      unavailable_description:
        'Para associar um endereço de e-mail é necessário um conector de e-mail que envie o código de verificação, e ainda não existe nenhum. Adicione um conector de e-mail e tente novamente.',
    },
    delete_account: {
      title: 'Eliminar conta',
      description: 'Elimine a sua conta e saia de todos os inquilinos. Esta ação é irreversível.',
      action: 'Eliminar conta',
      continue: 'Continuar',
      confirm_title: 'Eliminar a sua conta?',
      confirm_description:
        'Os inquilinos em que é administrador são eliminados com os respetivos dados; sai dos restantes inquilinos.',
      final_title: 'Esta ação é definitiva',
      final_description: 'A sua conta e os respetivos dados são eliminados e a sessão é terminada. Esta ação é irreversível.',
      failed: 'Não foi possível eliminar a conta',
      failed_description: '{{message}} ID do pedido: {{requestId}}. Tente novamente mais tarde.',
    },
  },
};
