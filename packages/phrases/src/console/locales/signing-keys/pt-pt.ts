import type { Translation } from '../../../shared/phrases.js';
import type { signingKeysPhrasesEn } from './en.js';

export const signingKeysPhrasesPtPt: Translation<typeof signingKeysPhrasesEn> = {
  signing_keys: {
    rotate: 'Rodar',
    delete: 'Eliminar',
    delete_key: 'Eliminar a chave {{id}}',
    delete_title: 'Eliminar a chave anterior?',
    deleted: 'A chave foi eliminada.',
    algorithm: 'Algoritmo',
    empty_title: 'Ainda não existem chaves',
    empty_description: 'Rode as chaves para criar a primeira.',
    columns: {
      id: 'ID da chave',
      algorithm: 'Algoritmo',
      created_at: 'Criada em',
      status: 'Estado',
      actions: 'Ações',
    },
    status: {
      current: 'Atual',
      previous: 'Anterior',
      next: 'Seguinte',
    },
    algorithms: {
      ec: 'Curva elíptica (P-256)',
      ec_description: 'Chaves e assinaturas pequenas, rápidas de verificar. Recomendado.',
      rsa: 'RSA (2048 bits)',
      rsa_description: 'Para aplicações e bibliotecas que só suportam assinaturas RSA.',
    },
    private_keys: {
      rotate_algorithm_note:
        'As chaves do outro algoritmo não mudam: o inquilino continua a assinar com ES256 e RS256, conforme o que cada aplicação pedir.',
      title: 'Chaves de assinatura',
      description:
        'Assinam os tokens de ID e os tokens de acesso deste inquilino. As aplicações verificam-nos com as chaves públicas publicadas no JWKS.',
      rotate_title: 'Rodar as chaves de assinatura?',
      rotate_description:
        'A partir de agora, uma nova chave assina os tokens. A chave atual passa a ser a anterior e continua a verificar os tokens que assinou; uma chave anterior mais antiga é eliminada e os tokens assinados com ela deixam de ser aceites. As aplicações que guardam o JWKS em cache têm de o obter novamente.',
      rotated: 'As chaves de assinatura foram rodadas.',
      delete_description:
        'Os tokens assinados com esta chave deixam de poder ser verificados. As aplicações poderão ter de voltar a iniciar a sessão dos utilizadores.',
    },
    cookie_keys: {
      title: 'Chaves de cookies',
      description: 'Assinam os cookies das sessões e das interações de início de sessão.',
      rotate_title: 'Rodar as chaves de cookies?',
      rotate_description:
        'A partir de agora, uma nova chave assina os cookies. A chave atual passa a ser a anterior e continua a verificar os cookies existentes; uma chave anterior mais antiga é eliminada e as sessões assinadas com ela terminam.',
      rotated: 'As chaves de cookies foram rodadas.',
      delete_description: 'As sessões e os inícios de sessão em curso que utilizam esta chave terminam, e os utilizadores têm de iniciar sessão novamente.',
    },
  },
};
