import type { Translation } from '../../shared/phrases.js';
import type { ErrorPhrases } from './en.js';

const ar: Translation<ErrorPhrases> = {
  request: {
    general: 'حدث خطأ أثناء معالجة الطلب.',
    invalid_json: 'نص الطلب ليس بتنسيق JSON صالح.',
    payload_too_large: 'نص الطلب كبير جدًا.',
    rate_limited: 'طلبات كثيرة جدًا. انتظر قليلًا ثم أعد المحاولة.',
    timeout: 'انتهت مهلة الطلب.',
    unsupported_media_type: 'لا تقبل نقطة النهاية هذه هذا النوع من محتوى الطلب. أرسل {{types}}.',
  },
  route: {
    not_found: 'لا يوجد مسار يطابق {{method}} {{path}}.',
  },
  guard: {
    invalid_input: 'يحتوي الطلب على بيانات غير صالحة.',
    invalid_pagination: 'معلمات ترقيم الصفحات غير صالحة.',
    invalid_path_params: 'معلمات المسار غير صالحة.',
    mime_type_not_allowed: 'نوع الملف هذا غير مدعوم. الأنواع المسموح بها: {{types}}.',
    file_size_exceeded: 'الملف كبير جدًا. الحد الأقصى هو {{limit}}.',
  },
  entity: {
    not_found: 'لم يتم العثور على العنصر المطلوب.',
    not_exists_with_id: 'لا يوجد {{name}} بالمعرّف "{{id}}".',
    unique_integrity_violation: 'يوجد عنصر آخر بالقيمة الفريدة نفسها.',
    create_failed: 'تعذّر إنشاء العنصر.',
    update_failed: 'تعذّر تحديث العنصر.',
    relation_foreign_key_not_found: 'عنصر واحد أو أكثر من العناصر المشار إليها غير موجود.',
  },
  database: {
    unavailable: 'قاعدة البيانات غير متاحة حاليًا.',
    migrations_pending: 'لم تُطبَّق بعد على قاعدة البيانات ترحيلات يحتاجها هذا الإصدار.',
    data_dir_locked: 'مجلد البيانات قيد الاستخدام من عملية أخرى.',
    data_dir_corrupt: 'مجلد البيانات تالف ولا يمكن فتحه.',
    data_dir_version_mismatch: 'تم إنشاء مجلد البيانات بإصدار غير متوافق.',
  },
  tenant: {
    not_found: 'لم يتم العثور على المستأجر "{{tenantId}}".',
    cloud_only: 'هذه الميزة متاحة في الإصدار السحابي فقط.',
    oss_default_only: 'الإصدار مفتوح المصدر يخدم المستأجر الافتراضي فقط.',
  },
  auth: {
    authorization_header_missing: 'ترويسة Authorization مفقودة.',
    authorization_token_type_not_supported: 'نوع التفويض هذا غير مدعوم. استخدم رمز Bearer.',
    unauthorized: 'لم تسجّل الدخول أو انتهت جلستك.',
    forbidden: 'غير مسموح لك بتنفيذ هذا الإجراء.',
    insufficient_permissions: 'الأذونات غير كافية.',
    expected_role_not_found: 'لم يتم العثور على الدور المتوقع. تحقّق من أدوارك وأذوناتك.',
    jwt_sub_missing: 'الرمز لا يحتوي على المطالبة "sub".',
    invalid_token: 'رمز الوصول غير صالح.',
    token_expired: 'انتهت صلاحية رمز الوصول.',
    wrong_audience: 'صدر رمز الوصول لجمهور مختلف.',
    wrong_issuer: 'صدر رمز الوصول من جهة إصدار مختلفة.',
    cloud_only: 'هذه الميزة متاحة في الإصدار السحابي فقط.',
    require_re_authentication: 'أعد التحقق من كلمة المرور للمتابعة.',
  },
  oidc: {
    invalid_grant: 'المنحة غير صالحة أو منتهية الصلاحية أو تم إلغاؤها.',
    invalid_scope: 'النطاق المطلوب غير صالح.',
    invalid_target: 'مؤشر المورد المطلوب غير صالح.',
    invalid_client: 'فشلت مصادقة العميل.',
    access_denied: 'تم رفض الوصول.',
    interaction_not_found: 'لم يتم العثور على جلسة تسجيل الدخول. ابدأ تسجيل الدخول من جديد.',
    provider_error: 'أبلغ موفّر OpenID Connect عن خطأ داخلي.',
    key_not_found: 'لم يتم العثور على مفتاح التوقيع.',
    only_previous_key_can_be_deleted:
      'لا يمكن حذف سوى مفتاح سابق. قم بتدوير المفاتيح ليصبح هذا المفتاح مفتاحًا سابقًا.',
    key_required: 'يجب الاحتفاظ بمفتاح واحد على الأقل.',
    unsupported_key_type: 'نوع المفتاح هذا غير مدعوم.',
  },
  session: {
    invalid_credentials: 'الحساب أو كلمة المرور غير صحيحة.',
    identifier_locked: 'محاولات فاشلة كثيرة جدًا. أعد المحاولة بعد {{minutes}} دقيقة.',
    too_many_requests: 'محاولات كثيرة جدًا. يُرجى المحاولة لاحقًا.',
    attempt_too_soon: 'محاولات فاشلة كثيرة جدًا. انتظر {{seconds}} ثانية قبل المحاولة مرة أخرى.',
    not_found: 'لم يتم العثور على الجلسة. يُرجى تسجيل الدخول مرة أخرى.',
    verification_failed: 'فشل التحقق. يُرجى المحاولة مرة أخرى.',
    first_admin_exists: 'يوجد حساب مسؤول بالفعل.',
    registration_disabled: 'إنشاء حسابات جديدة متوقف.',
    invalid_interaction: 'خطوة تسجيل الدخول هذه لم تعد صالحة. ابدأ من جديد.',
    interaction_event_not_found: 'ابدأ أولاً تسجيل الدخول أو إنشاء الحساب أو إعادة تعيين كلمة المرور.',
    interaction_event_change_not_allowed: 'لا يمكن تحويل إعادة تعيين كلمة المرور إلى تسجيل دخول أو إنشاء حساب. ابدأ من جديد.',
    sign_in_disabled: 'تسجيل الدخول معطّل.',
    verification_record_not_found: 'لم يتم العثور على عملية التحقق هذه. تحقّق مرة أخرى.',
    sign_in_method_not_enabled: 'طريقة تسجيل الدخول هذه غير مفعّلة.',
    identifier_not_found: 'تحقّق من هويتك أولاً.',
    missing_profile: 'بعض البيانات المطلوبة ناقصة: {{fields}}.',
  },
  user: {
    username_already_in_use: 'اسم المستخدم هذا مستخدم بالفعل.',
    email_already_in_use: 'عنوان البريد الإلكتروني هذا مرتبط بحساب آخر بالفعل.',
    phone_already_in_use: 'رقم الهاتف هذا مرتبط بحساب آخر بالفعل.',
    invalid_email: 'عنوان البريد الإلكتروني غير صالح.',
    invalid_phone: 'رقم الهاتف غير صالح.',
    invalid_username:
      'يجب أن يبدأ اسم المستخدم بحرف أو شرطة سفلية وألا يحتوي إلا على أحرف وأرقام وشرطات سفلية.',
    not_found: 'لم يتم العثور على المستخدم.',
    wrong_password: 'كلمة المرور الحالية غير صحيحة.',
    same_password: 'يجب أن تختلف كلمة المرور الجديدة عن كلمة المرور الحالية.',
    password_required: 'كلمة المرور مطلوبة.',
    email_not_configured: 'لم يتم إعداد موصل بريد إلكتروني، لذا لا يمكن إرسال الرسائل.',
    suspended: 'تم تعليق هذا الحساب.',
    invalid_role_type: 'لا يمكن إسناد أدوار الاتصال بين الأجهزة إلى المستخدمين.',
    unsupported_password_algorithm:
      'خوارزمية كلمة المرور غير مدعومة. استخدم Argon2i أو Argon2id أو Argon2d أو SHA1 أو SHA256 أو MD5 أو Bcrypt.',
    invalid_password_digest: 'تجزئة كلمة المرور لا تطابق صيغة خوارزميتها.',
    password_algorithm_required: 'تحتاج تجزئة كلمة المرور إلى خوارزميتها (passwordAlgorithm).',
    password_and_digest_conflict: 'قدّم كلمة مرور أو تجزئة كلمة مرور، لا كليهما.',
    password_mismatch: 'كلمة المرور غير مطابقة.',
    custom_data_too_large: 'لا يمكن أن تتجاوز البيانات المخصصة {{max}} بايت بصيغة JSON.',
    identity_not_found: 'لا توجد لدى المستخدم هوية لـ {{target}}.',
    invalid_search_pattern: 'نمط البحث غير صالح.',
  },
  password_rejected: {
    too_short: 'يجب ألا تقل كلمة المرور عن {{min}} حرفًا.',
    too_long: 'يجب ألا تزيد كلمة المرور على {{max}} حرفًا.',
    unsupported_characters: 'تحتوي كلمة المرور على أحرف غير مسموح بها.',
    character_types:
      'يجب أن تجمع كلمة المرور {{min}} على الأقل من: أحرف صغيرة، أحرف كبيرة، أرقام، ورموز.',
    pwned: 'ظهرت كلمة المرور هذه في تسريب بيانات. اختر كلمة مرور أخرى.',
    restricted: {
      repetition: 'تكرر كلمة المرور الحرف نفسه مرات كثيرة.',
      sequence: 'تحتوي كلمة المرور على تسلسل سهل التخمين مثل "123" أو "abc".',
      words: 'تحتوي كلمة المرور على كلمة غير مسموح بها: {{words}}.',
      user_info: 'يجب ألا تحتوي كلمة المرور على بياناتك الشخصية مثل اسمك أو بريدك الإلكتروني.',
    },
  },
  application: {
    invalid_type: 'هذه العملية غير متاحة لهذا النوع من التطبيقات.',
    not_found: 'لم يتم العثور على التطبيق.',
    invalid_redirect_uri: 'عنوان URI لإعادة التوجيه غير صالح.',
    invalid_post_logout_redirect_uri: 'عنوان URI لإعادة التوجيه بعد تسجيل الخروج غير صالح.',
    invalid_cors_origin: 'أصل CORS غير صالح.',
    protected_app_metadata_is_required: 'تحتاج التطبيقات المحمية إلى بيانات التعريف الخاصة بها.',
    protected_app_not_allowed_here: 'لا يمكن استخدام التطبيقات المحمية هنا.',
    secret_name_exists: 'يوجد سرّ باسم "{{name}}" بالفعل.',
    secret_not_found: 'لم يتم العثور على سرّ التطبيق.',
    cannot_modify_admin_console: 'لا يمكن تعديل تطبيق وحدة تحكم الإدارة.',
    third_party_application_only: 'تنطبق إعدادات الموافقة على تطبيقات الجهات الخارجية فقط.',
    role_type_mismatch: 'لا يمكن تعيين سوى أدوار الاتصال بين الأجهزة لهذا التطبيق.',
    m2m_only: 'متاح فقط لتطبيقات الاتصال بين الأجهزة.',
    invalid_third_party_application_type:
      'لا يمكن أن يكون هذا النوع من التطبيقات تطبيقًا تابعًا لجهة خارجية.',
    protected_application_only: 'هذا متاح للتطبيقات المحمية فقط.',
    protected_app_not_configured:
      'التطبيقات المحمية عبر النطاق الفرعي غير مُعدّة على هذا الخادم. أدخل اسم المضيف الكامل بدلًا من ذلك.',
    protected_application_subdomain_exists:
      'المضيف "{{host}}" مستخدم بالفعل من قِبل تطبيق محمي آخر.',
    invalid_role_type: 'لا يمكن تعيين أدوار المستخدمين لتطبيق.',
    device_flow_native_only: 'تدفق الجهاز متاح للتطبيقات الأصلية فقط.',
    invalid_token_endpoint_auth_method:
      'التطبيقات التي لديها أسرار فقط يمكنها اختيار طريقة المصادقة.',
    private_key_jwt_requires_keys:
      'تتطلب المصادقة باستخدام JWT بمفتاح خاص المفاتيح العامة للتطبيق (عنوان JWKS أو JWKS).',
    jwks_and_jwks_uri_exclusive: 'أدخل عنوان JWKS أو JWKS، وليس كليهما.',
  },
  resource: {
    resource_identifier_in_use: 'معرّف API "{{indicator}}" مستخدم بالفعل.',
    invalid_indicator: 'يجب أن يكون معرّف API عنوان URI مطلقًا بدون جزء.',
    cannot_modify_management_api: 'لا يمكن تعديل مورد واجهة API للإدارة.',
    cannot_delete_management_api: 'لا يمكن حذف مورد واجهة API للإدارة.',
    not_found: 'لم يتم العثور على مورد API.',
  },
  scope: {
    name_exists: 'يوجد إذن باسم "{{name}}" بالفعل.',
    name_with_space: 'يجب ألا يحتوي اسم الإذن على مسافات.',
    not_found: 'لم يتم العثور على الإذن.',
  },
  role: {
    name_in_use: 'يوجد دور باسم "{{name}}" بالفعل.',
    not_found: 'لم يتم العثور على الدور.',
    scope_exists: 'لدى الدور هذا الإذن بالفعل.',
    user_exists: 'لدى المستخدم هذا الدور بالفعل.',
    application_exists: 'لدى التطبيق هذا الدور بالفعل.',
    type_mismatch: 'نوع الدور غير مطابق.',
    user_role_for_user_only: 'لا يمكن تعيين أدوار المستخدمين إلا للمستخدمين.',
    m2m_role_for_m2m_only:
      'لا يمكن تعيين أدوار الاتصال بين الأجهزة إلا لتطبيقات الاتصال بين الأجهزة.',
    management_api_scopes_not_assignable_to_user_role:
      'لا يمكن لأدوار المستخدمين منح الوصول إلى واجهة API للإدارة.',
  },
  log: {
    not_found: 'لم يتم العثور على السجل.',
    invalid_time_range: 'النطاق الزمني معكوس: يجب ألا يكون start_time بعد end_time.',
  },
  dashboard: {
    invalid_date_range: 'نطاق التاريخ طويل جدًا: اطلب {{maxDays}} يومًا على الأكثر.',
  },
  storage: {
    not_configured: 'لم يتم إعداد تخزين الملفات.',
    upload_error: 'تعذّر رفع الملف.',
  },
  cli_bridge: {
    command_failed: 'فشل الأمر: {{reason}}',
  },
  swagger: {
    invalid_document: 'مستند OpenAPI غير صالح.',
  },
  sign_in_experiences: {
    empty_sign_in_methods: 'مطلوب طريقة واحدة على الأقل لتسجيل الدخول.',
    duplicated_sign_in_identifier: 'تتضمن طرق تسجيل الدخول {{identifier}} أكثر من مرة.',
    sign_in_method_without_factor:
      'يتطلب تسجيل الدخول باستخدام {{identifier}} كلمة مرور أو رمز تحقق أو كليهما.',
    username_verification_code_not_supported:
      'لا يمكن إرسال رمز تحقق إلى اسم مستخدم: يتطلب تسجيل الدخول باسم المستخدم كلمة مرور.',
    miss_sign_up_identifier_in_sign_in:
      'يجب أن يتمكن المستخدمون الذين يسجلون باستخدام {{identifier}} من تسجيل الدخول به. أضفه إلى طرق تسجيل الدخول.',
    password_sign_in_must_be_enabled:
      'يعيّن التسجيل كلمة مرور، لذا يجب أن يقبل تسجيل الدخول باستخدام {{identifier}} كلمة مرور.',
    code_sign_in_must_be_enabled:
      'لا يعيّن التسجيل كلمة مرور، لذا يجب أن يقبل تسجيل الدخول باستخدام {{identifier}} رمز تحقق.',
    duplicated_sign_up_identifier: 'لا يمكن إدراج كل معرّف تسجيل إلا مرة واحدة.',
    username_requires_password: 'يتطلب التسجيل باسم مستخدم تعيين كلمة مرور.',
    passwordless_requires_verify:
      'يتطلب التسجيل بعنوان بريد إلكتروني أو رقم هاتف دون كلمة مرور التحقق منه.',
    enabled_connector_not_found: 'يرسل هذا الإعداد رموز تحقق، لكن لم يتم إعداد أي موصل {{type}}.',
    duplicated_mfa_factors: 'لا يمكن إدراج كل عامل من عوامل المصادقة متعددة العوامل إلا مرة واحدة.',
    backup_code_cannot_be_enabled_alone:
      'لا يمكن أن تكون الرموز الاحتياطية العامل الوحيد للمصادقة متعددة العوامل.',
    at_least_one_authentication_factor:
      'تتطلب المصادقة متعددة العوامل الإلزامية عاملًا واحدًا على الأقل.',
    unsupported_default_language: '"{{language}}" ليست لغة مدعومة.',
  },
  localization: {
    unsupported_language: '"{{languageTag}}" ليست لغة مدعومة.',
    phrases_not_found: 'لا توجد عبارات مخصصة لـ "{{languageTag}}".',
    invalid_translation_structure:
      'هذه المفاتيح ليست من عبارات تطبيق تسجيل الدخول، أو تحمل نصًا حيث يُتوقع مجموعة أو مجموعة حيث يُتوقع نص: {{keys}}.',
    cannot_delete_default_language:
      'لا يمكن حذف العبارات المخصصة لـ "{{languageTag}}" ما دامت اللغة الاحتياطية لتجربة تسجيل الدخول.',
  },
  connector: {
    general: 'تعذّر على الموصّل إكمال الطلب.',
    not_found: 'لم يتم إعداد موصّل {{type}}.',
    not_enabled: 'موصّل {{type}} غير مفعّل.',
    factory_not_found: 'لا يوجد مصنع موصّلات باسم "{{id}}".',
    more_than_one_email: 'لدى المستأجر موصّل بريد إلكتروني بالفعل. احذفه قبل إضافة موصّل آخر.',
    more_than_one_sms: 'لدى المستأجر موصّل رسائل نصية بالفعل. احذفه قبل إضافة موصّل آخر.',
    invalid_type_for_syncing_profile:
      'يمكن لموصّلات الشبكات الاجتماعية فقط مزامنة ملفات تعريف المستخدمين.',
    template_missing_code: 'يجب أن يحتوي القالب {{usageType}} على {{variable}}.',
    url_in_sender_name: 'لا يُسمح بعنوان URL في اسم المرسل.',
    url_in_company_information: 'لا يُسمح بعنوان URL في معلومات الشركة.',
    invalid_metadata: 'البيانات الوصفية للموصّل غير صالحة.',
    unexpected_type: 'هذا الموصّل ليس من النوع المتوقع.',
    invalid_config_guard: 'إعدادات الموصّل لا تطابق النموذج الخاص به.',
    invalid_request_parameters: 'يحتوي الطلب المرسل إلى الموصّل على معلمات غير صالحة.',
    insufficient_request_parameters: 'تنقص الطلبَ المرسل إلى الموصّل بعضُ المعلمات.',
    invalid_config: 'إعدادات الموصّل غير صالحة.',
    invalid_certificate: 'شهادة الموصّل غير صالحة.',
    invalid_response: 'أعادت الخدمة المتصلة استجابة غير صالحة.',
    template_not_found: 'لم يتم إعداد قالب {{usageType}} لهذا الموصّل.',
    template_not_supported: 'لا يدعم هذا الموصّل هذا النوع من القوالب.',
    rate_limit_exceeded: 'تقوم الخدمة المتصلة بتقييد الطلبات. يرجى المحاولة مرة أخرى لاحقًا.',
    not_implemented: 'لا يدعم هذا الموصّل هذا الإجراء.',
    social_auth_code_invalid: 'رمز التفويض من مزوّد الخدمة الاجتماعية غير صالح.',
    social_invalid_access_token: 'رمز الوصول من مزوّد الخدمة الاجتماعية غير صالح.',
    social_invalid_id_token: 'رمز الهوية من مزوّد الخدمة الاجتماعية غير صالح.',
    authorization_failed: 'فشل التفويض لدى مزوّد الخدمة الاجتماعية.',
  },
  organization: {
    require_membership: 'يجب أن يكون المستخدم أو التطبيق عضوًا في المؤسسة.',
    role_names_not_found: 'لا توجد أدوار مؤسسة بالأسماء {{names}}.',
    role_type_in_use: 'لا يمكن تغيير نوع دور المؤسسة ما دام مستخدمون أو تطبيقات يحملونه.',
    invitee_already_member: 'المدعو عضو في المؤسسة بالفعل.',
    invitation_not_found: 'هذه الدعوة غير موجودة أو لم تعد معلّقة.',
    invitation_status_not_changeable: 'لم يعد من الممكن تغيير حالة هذه الدعوة.',
    accepted_user_id_required: 'يتطلب قبول الدعوة معرّف المستخدم الذي يقبلها.',
    accepted_user_email_mismatch:
      'يجب أن يملك المستخدم الذي يقبل الدعوة عنوان البريد الإلكتروني المدعو.',
    expires_at_in_future: 'يجب أن يكون انتهاء صلاحية الدعوة في المستقبل.',
  },
  verification_code: {
    not_found: 'لم يتم العثور على رمز التحقق. اطلب رمزًا جديدًا.',
    identifier_mismatch: 'أُرسل هذا الرمز إلى بريد إلكتروني أو رقم هاتف آخر.',
    consumed: 'تم استخدام رمز التحقق هذا من قبل. اطلب رمزًا جديدًا.',
    exceed_max_try: 'عدد كبير جدًا من الرموز الخاطئة. اطلب رمزًا جديدًا.',
    expired: 'انتهت صلاحية رمز التحقق. اطلب رمزًا جديدًا.',
    code_mismatch: 'رمز التحقق غير صحيح.',
  },
};

export default ar;
