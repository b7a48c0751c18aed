import type { Translation } from '../../../shared/phrases.js';
import type { getStartedPhrasesEn } from './en.js';

export const getStartedPhrasesZhTw: Translation<typeof getStartedPhrasesEn> = {
  get_started: {
    progress: '已完成 {{done}}/{{total}} 個步驟',
    done: '已完成',
    mark_done: '標記為已完成',
    steps_label: '設定步驟',
    load_failed: '無法載入進度。',
    create_application: {
      title: '建立應用程式',
      description: '註冊你的應用程式，並依照指南為它加入登入功能。',
      action: '建立應用程式',
    },
    sign_in_experience: {
      title: '自訂登入體驗',
      description: '選擇使用者註冊與登入的方式，讓頁面符合你的品牌。',
      action: '自訂',
    },
    mfa: {
      title: '啟用多重要素驗證',
      description: '要求第二重驗證以保護帳號安全。',
      action: '設定多重要素驗證',
    },
    roles: {
      title: '新增角色',
      description: '將權限歸入角色，並指派給使用者與應用程式。',
      action: '建立角色',
    },
    collaborators: {
      title: '邀請協作者',
      description: '邀請團隊加入此租戶，一起管理。',
      action: '邀請成員',
    },
  },
};
