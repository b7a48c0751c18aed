/**
 * Orthography rules the translation checks apply per language: which script the text must use,
 * and words or characters that belong to a sibling variant (Simplified vs Traditional Chinese,
 * Brazilian vs European Portuguese). Test support only; nothing at runtime reads this.
 */

/** Characters written only in Simplified Chinese, and only in Traditional Chinese. */
const simplifiedOnly =
  '们个这来时请错误码账号户输证应权资数据设为对无与将点击选择开关显语录册页务该创删库网络认验访问题过长项类传载围称绑机钥签现实连续继隐没还员欢试间锁尝频简韩罗兰欧亚浅统颜负达头绝当凭话邮电发视读写单双条几专业东两严举义乐习书买从仅价优会伟侧储儿兴军农决况净减则刚别动劳势区医华协卖卫压变启响图圆场坏块报处备夺奖审寻导层属岁师帐带帮广废异张归态总惊战扩护担换摄敌断旧暂术杂极构标样档检楼汇汉测济浏满灯热爱状独环画疗盖监确礼离种积稳竞笔紧纪约级纯纸线组细织终经结给维综绿编缩联职胜脑节药获营虑补装见观规览觉触订计让议记讲许论识词译说谁调谈谢财责败货质费跃车转轮软轻较边迁运进远违迟递逻遗释钱铁链销键门闭闻阅队阳阴阶际陆险随难顶顺须顾预领额风飞馆';
const traditionalOnly =
  '們個這來時請錯誤碼帳號戶輸證應權資數據設為對無與將點擊選擇開關顯語錄冊頁務該創刪庫網絡認驗訪問題過長項類傳載圍稱綁機鑰簽現實連續繼隱沒還員歡試間鎖嘗頻簡韓羅蘭歐亞淺統顏負達頭絕當憑話郵電發視讀寫單雙條幾專業東兩嚴舉義樂習書買從僅價優會偉側儲兒興軍農決況淨減則剛別動勞勢區醫華協賣衛壓變啟響圖圓場壞塊報處備奪獎審尋導層屬歲師帶幫廣廢異張歸態總驚戰擴護擔換攝敵斷舊暫術雜極構標樣檔檢樓匯漢測濟瀏滿燈熱愛狀獨環畫療蓋監確禮離種積穩競筆緊紀約級純紙線組細織終經結給維綜綠編縮聯職勝腦節藥獲營慮補裝見觀規覽覺觸訂計讓議記講許論識詞譯說誰調談謝財責敗貨質費躍車轉輪軟輕較邊遷運進遠違遲遞邏遺釋錢鐵鏈銷鍵門閉聞閱隊陽陰階際陸險隨難頂順須顧預領額風飛館後裡臺';

const anyOf = (characters: string) => new RegExp(`[${characters}]`, 'u');

export interface LanguageRule {
  /** Every phrase with letters must contain at least one character of this script. */
  script?: RegExp;
  /** Text that must not appear: it belongs to a sibling variant of the language. */
  foreign?: readonly RegExp[];
}

const han = /\p{Script=Han}/u;

export const languageRules: Readonly<Record<string, LanguageRule>> = {
  ar: { script: /\p{Script=Arabic}/u },
  ja: { script: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u },
  ko: { script: /\p{Script=Hangul}/u },
  ru: { script: /\p{Script=Cyrillic}/u },
  'zh-CN': { script: han, foreign: [anyOf(traditionalOnly)] },
  'zh-HK': { script: han, foreign: [anyOf(simplifiedOnly)] },
  'zh-TW': { script: han, foreign: [anyOf(simplifiedOnly)] },
  'pt-BR': {
    foreign: [/\butilizador/i, /palavra-passe/i, /\bficheiros?\b/i, /\becrã/i, /\bregistar\b/i],
  },
  'pt-PT': {
    foreign: [/\busu[aá]ri/i, /\bsenhas?\b/i, /\barquivos?\b/i, /\bcadastr/i, /\btelas?\b/i],
  },
};
