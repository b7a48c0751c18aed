/**
 * The profile card's own strings: the element runs on any site, without the sign-in app's i18n,
 * so it carries its table (the locales spec 001 §9 lists for it; English is the source).
 */
export type CardPhrases = {
  no_user: string;
  avatar: string;
  change: string;
  name: string;
  update: string;
  save: string;
  cancel: string;
  edit_name: string;
  failed: string;
  avatar_failed: string;
  avatar_too_large: string;
};

export const cardPhrases: Record<string, CardPhrases> = {
  en: { no_user: 'No user provided.', avatar: 'Avatar', change: 'Change', name: 'Name', update: 'Update', save: 'Save', cancel: 'Cancel', edit_name: 'Edit name', failed: 'The change could not be saved.', avatar_failed: 'The avatar could not be changed.', avatar_too_large: 'The image is too large.' },
  'ar-AR': { no_user: 'لم يتم توفير مستخدم.', avatar: 'الصورة الرمزية', change: 'تغيير', name: 'الاسم', update: 'تحديث', save: 'حفظ', cancel: 'إلغاء', edit_name: 'تعديل الاسم', failed: 'تعذّر حفظ التغيير.', avatar_failed: 'تعذّر تغيير الصورة الرمزية.', avatar_too_large: 'الصورة كبيرة جدًا.' },
  de: { no_user: 'Kein Benutzer angegeben.', avatar: 'Avatar', change: 'Ändern', name: 'Name', update: 'Aktualisieren', save: 'Speichern', cancel: 'Abbrechen', edit_name: 'Name bearbeiten', failed: 'Die Änderung konnte nicht gespeichert werden.', avatar_failed: 'Der Avatar konnte nicht geändert werden.', avatar_too_large: 'Das Bild ist zu groß.' },
  es: { no_user: 'No se proporcionó ningún usuario.', avatar: 'Avatar', change: 'Cambiar', name: 'Nombre', update: 'Actualizar', save: 'Guardar', cancel: 'Cancelar', edit_name: 'Editar nombre', failed: 'No se pudo guardar el cambio.', avatar_failed: 'No se pudo cambiar el avatar.', avatar_too_large: 'La imagen es demasiado grande.' },
  fr: { no_user: 'Aucun utilisateur fourni.', avatar: 'Avatar', change: 'Modifier', name: 'Nom', update: 'Mettre à jour', save: 'Enregistrer', cancel: 'Annuler', edit_name: 'Modifier le nom', failed: "La modification n'a pas pu être enregistrée.", avatar_failed: "L'avatar n'a pas pu être modifié.", avatar_too_large: "L'image est trop volumineuse." },
  it: { no_user: 'Nessun utente fornito.', avatar: 'Avatar', change: 'Cambia', name: 'Nome', update: 'Aggiorna', save: 'Salva', cancel: 'Annulla', edit_name: 'Modifica nome', failed: 'Impossibile salvare la modifica.', avatar_failed: "Impossibile cambiare l'avatar.", avatar_too_large: "L'immagine è troppo grande." },
  ja: { no_user: 'ユーザーが指定されていません。', avatar: 'アバター', change: '変更', name: '名前', update: '更新', save: '保存', cancel: 'キャンセル', edit_name: '名前を編集', failed: '変更を保存できませんでした。', avatar_failed: 'アバターを変更できませんでした。', avatar_too_large: '画像が大きすぎます。' },
  ko: { no_user: '사용자가 제공되지 않았습니다.', avatar: '아바타', change: '변경', name: '이름', update: '업데이트', save: '저장', cancel: '취소', edit_name: '이름 편집', failed: '변경 사항을 저장할 수 없습니다.', avatar_failed: '아바타를 변경할 수 없습니다.', avatar_too_large: '이미지가 너무 큽니다.' },
  'pl-PL': { no_user: 'Nie podano użytkownika.', avatar: 'Awatar', change: 'Zmień', name: 'Imię i nazwisko', update: 'Aktualizuj', save: 'Zapisz', cancel: 'Anuluj', edit_name: 'Edytuj imię i nazwisko', failed: 'Nie udało się zapisać zmiany.', avatar_failed: 'Nie udało się zmienić awatara.', avatar_too_large: 'Obraz jest za duży.' },
  'pt-BR': { no_user: 'Nenhum usuário fornecido.', avatar: 'Avatar', change: 'Alterar', name: 'Nome', update: 'Atualizar', save: 'Salvar', cancel: 'Cancelar', edit_name: 'Editar nome', failed: 'Não foi possível salvar a alteração.', avatar_failed: 'Não foi possível alterar o avatar.', avatar_too_large: 'A imagem é grande demais.' },
  'pt-PT': { no_user: 'Nenhum utilizador fornecido.', avatar: 'Avatar', change: 'Alterar', name: 'Nome', update: 'Atualizar', save: 'Guardar', cancel: 'Cancelar', edit_name: 'Editar nome', failed: 'Não foi possível guardar a alteração.', avatar_failed: 'Não foi possível alterar o avatar.', avatar_too_large: 'A imagem é demasiado grande.' },
  ru: { no_user: 'Пользователь не указан.', avatar: 'Аватар', change: 'Изменить', name: 'Имя', update: 'Обновить', save: 'Сохранить', cancel: 'Отмена', edit_name: 'Изменить имя', failed: 'Не удалось сохранить изменение.', avatar_failed: 'Не удалось изменить аватар.', avatar_too_large: 'Изображение слишком большое.' },
  'tr-TR': { no_user: 'Kullanıcı sağlanmadı.', avatar: 'Avatar', change: 'Değiştir', name: 'Ad', update: 'Güncelle', save: 'Kaydet', cancel: 'İptal', edit_name: 'Adı düzenle', failed: 'Değişiklik kaydedilemedi.', avatar_failed: 'Avatar değiştirilemedi.', avatar_too_large: 'Görsel çok büyük.' },
  'zh-CN': { no_user: '未提供用户。', avatar: '头像', change: '更换', name: '姓名', update: '更新', save: '保存', cancel: '取消', edit_name: '编辑姓名', failed: '无法保存更改。', avatar_failed: '无法更换头像。', avatar_too_large: '图片太大。' },
  'zh-HK': { no_user: '未提供用戶。', avatar: '頭像', change: '更換', name: '姓名', update: '更新', save: '儲存', cancel: '取消', edit_name: '編輯姓名', failed: '無法儲存變更。', avatar_failed: '無法更換頭像。', avatar_too_large: '圖片太大。' },
  'zh-TW': { no_user: '未提供使用者。', avatar: '頭像', change: '更換', name: '姓名', update: '更新', save: '儲存', cancel: '取消', edit_name: '編輯姓名', failed: '無法儲存變更。', avatar_failed: '無法更換頭像。', avatar_too_large: '圖片太大。' },
};

/** The best table for a language tag: exact, then by language (`de-AT` → `de`, `ar` → `ar-AR`), then English. */
export function phrasesFor(language: string | undefined): CardPhrases {
  const tags = Object.keys(cardPhrases);
  const wanted = (language ?? '').toLowerCase();
  const exact = tags.find((tag) => tag.toLowerCase() === wanted);
  const base = wanted.split('-')[0];
  const byLanguage = tags.find((tag) => tag.toLowerCase() === base) ?? tags.find((tag) => tag.toLowerCase().split('-')[0] === base);
  return cardPhrases[exact ?? byLanguage ?? 'en'] ?? (cardPhrases.en as CardPhrases);
}
