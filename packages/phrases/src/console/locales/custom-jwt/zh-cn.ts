import type { Translation } from '../../../shared/phrases.js';
import type { customJwtPhrasesEn } from './en.js';

export const customJwtPhrasesZhCn: Translation<typeof customJwtPhrasesEn> = {
  custom_jwt: {
    token_types: {
      access_token: {
        title: '用户访问令牌',
        description: '在用户登录时签发的访问令牌中添加的声明。',
      },
      client_credentials: {
        title: '机器对机器访问令牌',
        description: '在为机器对机器应用（客户端凭据）签发的访问令牌中添加的声明。',
      },
    },
    index: {
      not_set: '还没有自定义声明。',
      is_set: '自定义声明已生效。',
      add: '添加自定义声明',
      edit: '编辑',
      delete: '删除',
      delete_confirm: '从现在起签发的令牌只包含标准声明。',
      load_failed: '无法加载自定义声明。',
    },
    editor: {
      title_create: '添加自定义声明：{{tokenType}}',
      title_edit: '编辑自定义声明：{{tokenType}}',
      script: '脚本',
      script_description: 'getCustomJwtClaims({ token, context, environmentVariables, api }) 返回一个对象，其中的键会添加到令牌中。调用 api.denyAccess(message) 可拒绝签发令牌。',
      script_required: '脚本不能为空。',
      code_editor_loading: '正在加载代码编辑器…',
      code_editor_label: '脚本代码',
      token_sample: '令牌示例',
      token_sample_description: '测试时脚本收到的令牌。',
      context_sample: '上下文示例',
      context_sample_description: '测试时脚本收到的用户或应用数据。',
      json_invalid: '请输入有效的 JSON 对象。',
      environment_variables: '环境变量',
      environment_variables_description: '脚本从 environmentVariables 读取的值（如 API 密钥），与代码分开存放。',
      variable_key: '名称',
      variable_value: '值',
      variable_key_duplicate: '这个名称已被使用。',
      variable_key_invalid: '请使用字母、数字和 _，且不要以数字开头。',
      fetch_origins: '允许 fetch 的源',
      fetch_origins_description: '脚本可以通过 fetch 调用的源，例如 https://api.example.com。未设置时，脚本中没有 fetch。',
      fetch_origin: '源',
      fetch_origin_invalid: '请使用不带路径的 https://host 或 https://host:port；http 仅限 localhost 和 127.0.0.1。',
      fetch_origin_duplicate: '该源已在列表中。',
      saved: '自定义声明已保存。',
      created: '自定义声明已创建，并将用于新签发的令牌。',
      not_found: '此令牌类型还没有自定义声明。',
    },
    test: {
      title: '测试',
      description: '用示例运行脚本，查看它返回的声明。不会保存任何内容。',
      run: '运行测试',
      claims: '返回的声明',
      error: '脚本运行失败',
      idle: '运行测试后，结果会显示在这里。',
    },
  },
};
