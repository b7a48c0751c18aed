import type { Translation } from '../../../shared/phrases.js';
import type { signingKeysPhrasesEn } from './en.js';

export const signingKeysPhrasesPtBr: Translation<typeof signingKeysPhrasesEn> = {
  signing_keys: {
    rotate: 'Rotacionar',
    delete: 'Excluir',
    delete_key: 'Excluir a chave {{id}}',
    delete_title: 'Excluir a chave anterior?',
    deleted: 'A chave foi excluída.',
    algorithm: 'Algoritmo',
    empty_title: 'Ainda não há chaves',
    empty_description: 'Rotacione para criar a primeira chave.',
    columns: {
      id: 'ID da chave',
      algorithm: 'Algoritmo',
      created_at: 'Criada em',
      status: 'Situação',
      actions: 'Ações',
    },
    status: {
      current: 'Atual',
      previous: 'Anterior',
      next: 'Próxima',
    },
    algorithms: {
      ec: 'Curva elíptica (P-256)',
      ec_description: 'Chaves e assinaturas pequenas, rápidas de verificar. Recomendado.',
      rsa: 'RSA (2048 bits)',
      rsa_description: 'Para aplicativos e bibliotecas que só aceitam assinaturas RSA.',
    },
    private_keys: {
      rotate_algorithm_note:
        'As chaves do outro algoritmo não mudam: o locatário continua assinando com ES256 e RS256, conforme o que cada aplicativo pedir.',
      title: 'Chaves de assinatura',
      description:
        'Assinam os tokens de ID e os tokens de acesso deste locatário. Os aplicativos os verificam com as chaves públicas publicadas no JWKS.',
      rotate_title: 'Rotacionar as chaves de assinatura?',
      rotate_description:
        'A partir de agora, uma nova chave assina os tokens. A chave atual passa a ser a anterior e continua verificando os tokens que assinou; uma chave anterior mais antiga é excluída e os tokens assinados com ela deixam de ser aceitos. Aplicativos que guardam o JWKS em cache precisam buscá-lo de novo.',
      rotated: 'As chaves de assinatura foram rotacionadas.',
      delete_description:
        'Os tokens assinados com esta chave não podem mais ser verificados. Talvez os aplicativos precisem fazer o login dos usuários de novo.',
    },
    cookie_keys: {
      title: 'Chaves de cookies',
      description: 'Assinam os cookies das sessões de login e das interações.',
      rotate_title: 'Rotacionar as chaves de cookies?',
      rotate_description:
        'A partir de agora, uma nova chave assina os cookies. A chave atual passa a ser a anterior e continua verificando os cookies existentes; uma chave anterior mais antiga é excluída e as sessões assinadas com ela terminam.',
      rotated: 'As chaves de cookies foram rotacionadas.',
      delete_description: 'As sessões e os logins em andamento que usam esta chave terminam, e os usuários precisam entrar de novo.',
    },
  },
};
