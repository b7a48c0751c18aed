import type { Translation } from '../../../shared/phrases.js';
import type { getStartedPhrasesEn } from './en.js';

export const getStartedPhrasesZhCn: Translation<typeof getStartedPhrasesEn> = {
  get_started: {
    progress: '已完成 {{done}}/{{total}} 步',
    done: '已完成',
    mark_done: '标记为已完成',
    steps_label: '设置步骤',
    load_failed: '无法加载进度。',
    create_application: {
      title: '创建应用',
      description: '注册你的应用，并按照指南为它添加登录。',
      action: '创建应用',
    },
    sign_in_experience: {
      title: '自定义登录体验',
      description: '选择用户注册和登录的方式，让页面符合你的品牌。',
      action: '自定义',
    },
    mfa: {
      title: '启用多因素认证',
      description: '要求第二重验证以保护账号安全。',
      action: '设置多因素认证',
    },
    roles: {
      title: '添加角色',
      description: '将权限归入角色，并分配给用户和应用。',
      action: '创建角色',
    },
    collaborators: {
      title: '邀请协作者',
      description: '邀请团队加入此租户，一起管理。',
      action: '邀请成员',
    },
  },
};
