import type { Translation } from '../../../shared/phrases.js';
import type { customJwtPhrasesEn } from './en.js';

export const customJwtPhrasesZhTw: Translation<typeof customJwtPhrasesEn> = {
  custom_jwt: {
    token_types: {
      access_token: {
        title: '使用者存取權杖',
        description: '在使用者登入時核發的存取權杖中加入的宣告。',
      },
      client_credentials: {
        title: '機器對機器存取權杖',
        description: '在為機器對機器應用程式（用戶端憑證）核發的存取權杖中加入的宣告。',
      },
    },
    index: {
      not_set: '尚無自訂宣告。',
      is_set: '自訂宣告已生效。',
      add: '新增自訂宣告',
      edit: '編輯',
      delete: '刪除',
      delete_confirm: '從現在起核發的權杖只包含標準宣告。',
      load_failed: '無法載入自訂宣告。',
    },
    editor: {
      title_create: '新增自訂宣告：{{tokenType}}',
      title_edit: '編輯自訂宣告：{{tokenType}}',
      script: '指令碼',
      script_description: 'getCustomJwtClaims({ token, context, environmentVariables, api }) 會回傳一個物件，其中的鍵會加入權杖。呼叫 api.denyAccess(message) 可拒絕核發權杖。',
      script_required: '指令碼不能為空。',
      code_editor_loading: '正在載入程式碼編輯器…',
      code_editor_label: '指令碼程式碼',
      token_sample: '權杖範例',
      token_sample_description: '測試時指令碼收到的權杖。',
      context_sample: '內容範例',
      context_sample_description: '測試時指令碼收到的使用者或應用程式資料。',
      json_invalid: '請輸入有效的 JSON 物件。',
      environment_variables: '環境變數',
      environment_variables_description: '指令碼從 environmentVariables 讀取的值（例如 API 金鑰），與程式碼分開存放。',
      variable_key: '名稱',
      variable_value: '值',
      variable_key_duplicate: '此名稱已被使用。',
      variable_key_invalid: '請使用字母、數字和 _，且不要以數字開頭。',
      fetch_origins: '允許 fetch 的來源',
      fetch_origins_description: '指令碼可以透過 fetch 呼叫的來源，例如 https://api.example.com。未設定時，指令碼中沒有 fetch。',
      fetch_origin: '來源',
      fetch_origin_invalid: '請使用不含路徑的 https://host 或 https://host:port；http 僅限 localhost 和 127.0.0.1。',
      fetch_origin_duplicate: '此來源已在清單中。',
      saved: '自訂宣告已儲存。',
      created: '自訂宣告已建立，並會套用於新核發的權杖。',
      not_found: '此權杖類型尚無自訂宣告。',
    },
    test: {
      title: '測試',
      description: '以範例執行指令碼，查看它回傳的宣告。不會儲存任何內容。',
      run: '執行測試',
      claims: '回傳的宣告',
      error: '指令碼執行失敗',
      idle: '執行測試後，結果會顯示在這裡。',
    },
  },
};
