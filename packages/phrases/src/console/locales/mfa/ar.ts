import type { ConsolePhrases } from '../../types.js';

export const mfaPhrasesAr: Pick<ConsolePhrases, 'mfa'> = {
  mfa: {
    factors_title: 'العوامل',
    factors_description: 'العوامل الثانية التي يمكن للمستخدمين إعدادها والتحقق بها.',
    totp_title: 'تطبيق المصادقة (TOTP)',
    totp_description: 'يمسح المستخدمون رمز QR بتطبيق مصادقة ويكتبون الرمز المكوّن من ستة أرقام الذي يعرضه.',
    webauthn_title: 'مفتاح المرور أو مفتاح الأمان (WebAuthn)',
    webauthn_description: 'يتحقق المستخدمون ببصمة الإصبع أو الوجه أو رمز PIN للجهاز أو مفتاح أمان مادي.',
    backup_code_title: 'رموز النسخ الاحتياطي',
    backup_code_description: 'عشرة رموز تُستخدم مرة واحدة عند تعذّر الوصول إلى العوامل الأخرى.',
    backup_code_alone: 'رموز النسخ الاحتياطي احتياط لعامل آخر فقط: فعّل أيضًا تطبيق المصادقة أو مفاتيح المرور.',
    policy_title: 'السياسة',
    policy_description: 'هل يمكن للمستخدمين تخطي إعداد عامل ثانٍ.',
    policy_legend: 'سياسة المصادقة متعددة العوامل',
    user_controlled_title: 'ترك القرار للمستخدمين',
    user_controlled_description: 'يُعرض على المستخدمين عامل ثانٍ عند تسجيل الدخول ويمكنهم تخطيه؛ ومن يُعدّه يتحقق به.',
    mandatory_title: 'إلزامية للجميع',
    mandatory_description: 'على المستخدمين الذين لا يملكون عاملًا ثانيًا إعداده عند تسجيل الدخول التالي، ويتحقق به الجميع في كل مرة.',
    mandatory_needs_factor: 'فعّل عاملًا واحدًا على الأقل لفرض المصادقة متعددة العوامل.',
    organization_note: 'يمكن للمؤسسات أيضًا أن تفرض المصادقة متعددة العوامل على أعضائها من إعداداتها.',
    pro_tag: 'Pro',
    pro_notice: 'في السحابة، المصادقة متعددة العوامل ميزة في خطة Pro: يحتاج المستأجرون في بيئة الإنتاج إلى خطة Pro لاستخدامها.',
  },
};
