import type { ConsolePhrases } from '../../types.js';

export const mfaPhrasesKo: Pick<ConsolePhrases, 'mfa'> = {
  mfa: {
    factors_title: '요소',
    factors_description: '사용자가 설정하고 인증에 사용할 수 있는 2차 요소입니다.',
    totp_title: '인증 앱 (TOTP)',
    totp_description: '사용자는 인증 앱으로 QR 코드를 스캔하고 앱에 표시된 6자리 코드를 입력합니다.',
    webauthn_title: '패스키 또는 보안 키 (WebAuthn)',
    webauthn_description: '사용자는 지문, 얼굴, 기기 PIN 또는 하드웨어 보안 키로 인증합니다.',
    backup_code_title: '백업 코드',
    backup_code_description: '다른 요소를 쓸 수 없을 때를 위한 일회용 코드 10개입니다.',
    backup_code_alone: '백업 코드는 다른 요소의 예비일 뿐입니다. 인증 앱이나 패스키도 켜 주세요.',
    policy_title: '정책',
    policy_description: '사용자가 2차 요소 설정을 건너뛸 수 있는지 여부입니다.',
    policy_legend: '다단계 인증 정책',
    user_controlled_title: '사용자가 결정',
    user_controlled_description: '로그인할 때 2차 요소 설정을 제안하며 건너뛸 수 있습니다. 설정한 사용자는 그 요소로 인증합니다.',
    mandatory_title: '모두에게 필수',
    mandatory_description: '2차 요소가 없는 사용자는 다음 로그인 때 설정해야 하며, 모든 사용자가 매번 그 요소로 인증합니다.',
    mandatory_needs_factor: '다단계 인증을 필수로 하려면 요소를 하나 이상 켜 주세요.',
    organization_note: '조직도 설정에서 구성원에게 다단계 인증을 요구할 수 있습니다.',
    pro_tag: 'Pro',
    pro_notice: '클라우드에서 다단계 인증은 Pro 요금제 기능입니다. 프로덕션 테넌트에서 사용하려면 Pro 요금제가 필요합니다.',
  },
};
