import type { Translation } from '../../../shared/phrases.js';
import type { flowsPhrasesEn } from './en.js';

export const flowsPhrasesJa: Translation<typeof flowsPhrasesEn> = {
  identifier: {
    phone: '電話番号',
    invalid: '有効な{{types}}を入力してください。',
    separator: ' / ',
    or: 'または',
  },
  sign_in_method: {
    with_code: '確認コードでサインイン',
    with_password: 'パスワードでサインイン',
    forgot_password: 'パスワードをお忘れですか？',
    send_code: 'コードを送信',
  },
  verification_code: {
    title: '確認コードを入力',
    sent_to: '{{target}} に6桁のコードを送信しました。',
    group_label: '確認コード',
    digit_label: '{{total}}桁中{{position}}桁目',
    resend: '新しいコードを送信',
    resend_in: '{{seconds}} 秒後に新しいコードをリクエストできます。',
    resent: '新しいコードを送信しました。',
    incomplete: '6桁すべてを入力してください。',
    error: {
      mismatch: 'コードが正しくありません。確認してもう一度お試しください。',
      expired: 'このコードは有効期限が切れています。新しいコードをリクエストしてください。',
      too_many_attempts: '誤ったコードが多すぎます。新しいコードをリクエストしてください。',
      not_found: 'このコードは無効になりました。新しいコードをリクエストしてください。',
    },
  },
  forgot_password: {
    title: 'パスワードをリセット',
    description: 'アカウントのメールアドレスまたは電話番号を入力すると、コードをお送りします。',
    new_password_title: '新しいパスワードを設定',
    new_password_description: 'アカウントの新しいパスワードを選んでください。',
    new_password: '新しいパスワード',
    submit: 'パスワードをリセット',
    success: 'パスワードをリセットしました。新しいパスワードでサインインしてください。',
    back_to_sign_in: 'サインインに戻る',
  },
  password_rules: {
    heading: 'パスワードの条件：',
    length: '{{min}}〜{{max}}文字であること',
    character_types: '小文字・大文字・数字・記号のうち{{min}}種類以上を含むこと',
    pwned: '既知のデータ漏えいに含まれていないこと',
    repetition_and_sequence: '同じ文字の繰り返しや単純な並びを避けること',
    user_info: '名前、ユーザー名、メールアドレスを含まないこと',
    words: 'このサービスで禁止されている語を含まないこと',
  },
  terms: {
    automatic:
      '続行すると、<terms>利用規約</terms>と<privacy>プライバシーポリシー</privacy>に同意したことになります。',
    automatic_terms: '続行すると、<terms>利用規約</terms>に同意したことになります。',
    automatic_privacy:
      '続行すると、<privacy>プライバシーポリシー</privacy>に同意したことになります。',
    manual: '<terms>利用規約</terms>と<privacy>プライバシーポリシー</privacy>に同意します。',
    manual_terms: '<terms>利用規約</terms>に同意します。',
    manual_privacy: '<privacy>プライバシーポリシー</privacy>に同意します。',
    dialog_title: '利用規約とプライバシー',
    dialog_description: '続行するには、以下の規約に同意してください。',
    agree_and_continue: '同意して続行',
    cancel: 'キャンセル',
  },
  preview: {
    waiting: 'プレビューする設定を待っています…',
  },
};
