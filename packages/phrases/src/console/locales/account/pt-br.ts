import type { Translation } from '../../../shared/phrases.js';
import type { accountPhrasesEn } from './en.js';

export const accountPhrasesPtBr: Translation<typeof accountPhrasesEn> = {
  auth: {
    redirecting: 'Levando você para o login…',
  },
  profile: {
    title: 'Perfil',
    headline: 'Seus dados pessoais e como você entra no console.',
    sections: {
      profile: 'Informações do perfil',
      sign_in: 'Login e segurança',
    },
    fields: {
      avatar: 'Foto de perfil',
      name: 'Nome',
      username: 'Nome de usuário',
      email: 'Endereço de e-mail',
      password: 'Senha',
    },
    not_set: 'Não definido',
    password_hidden: '••••••••',
    change: 'Alterar',
    save: 'Salvar',
    link_email: 'Vincular e-mail',
    edit_avatar: 'Alterar foto de perfil',
    edit_name: 'Alterar nome',
    edit_username: 'Alterar nome de usuário',
    updated: '{{field}} atualizado.',
    avatar: {
      upload: 'Enviar imagem',
      uploading: 'Enviando…',
      hint: '{{extensions}}, até {{limit}}.',
      remove: 'Remover imagem',
      url: 'URL da imagem',
      url_placeholder: 'https://example.com/avatar.png',
      error_file_count: 'Escolha exatamente {{count}} arquivo.',
      error_file_type: 'Este tipo de arquivo não é suportado. Use um destes: {{extensions}}.',
      error_file_size: 'O arquivo é grande demais. O limite é {{limit}}.',
      error_upload: 'Não foi possível enviar a imagem. Tente novamente.',
    },
    errors: {
      username_required: 'Digite um nome de usuário.',
      username_invalid: 'Comece com uma letra ou um sublinhado e depois use apenas letras, dígitos e sublinhados.',
      too_long: 'Use no máximo {{max}} caracteres.',
      invalid_uri_format: 'Digite uma URL http ou https válida.',
      password_required: 'Digite uma senha.',
      passwords_do_not_match: 'As senhas não coincidem.',
      same_password: 'Escolha uma senha diferente da atual.',
    },
    verify_password: {
      title: 'Confirme sua senha',
      description: 'Digite sua senha atual antes de alterá-la.',
      current_password: 'Senha atual',
      action: 'Continuar',
    },
    change_password: {
      title: 'Alterar senha',
      description: 'Escolha uma nova senha para sua conta.',
      description_for: 'Escolha uma nova senha para {{email}}.',
      new_password: 'Nova senha',
      confirm_password: 'Confirme a nova senha',
      action: 'Alterar senha',
      changed: 'Sua senha foi alterada.',
      verify_again: 'Por segurança, confirme sua senha atual novamente.',
    },
    email: {
      unavailable_title: 'O login por e-mail não está configurado',
      unavailable_description:
        'Para vincular um endereço de e-mail é preciso um conector de e-mail que envie o código de verificação, e ainda não há nenhum. Adicione um conector de e-mail e tente novamente.',
    },
    delete_account: {
      title: 'Excluir conta',
      description: 'Exclua sua conta e saia de todos os locatários. Não é possível desfazer.',
      action: 'Excluir conta',
      continue: 'Continuar',
      confirm_title: 'Excluir sua conta?',
      confirm_description:
        'Os locatários em que você é administrador são excluídos com seus dados; você sai dos demais locatários.',
      final_title: 'Isto é permanente',
      final_description: 'Sua conta e seus dados são excluídos e você sai da sessão. Não é possível desfazer.',
      failed: 'Não foi possível excluir a conta',
      failed_description: '{{message}} ID da solicitação: {{requestId}}. Tente novamente mais tarde.',
    },
  },
};
