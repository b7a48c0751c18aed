import type { Mfa, SignInMfaFactor, MfaPolicy } from '@tessera/schemas';
import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The MFA page's form: one switch per factor, and the policy. */
export interface MfaFormValues {
  factors: Record<SignInMfaFactor, boolean>;
  policy: MfaPolicy;
}

/** The order factors are shown and saved in. */
export const mfaFactorOrder: readonly SignInMfaFactor[] = [
  'Totp',
  'WebAuthn',
  'EmailVerificationCode',
  'PhoneVerificationCode',
  'BackupCode',
];

export const toMfaFormValues = (mfa: Mfa): MfaFormValues => ({
  factors: Object.fromEntries(
    mfaFactorOrder.map((factor) => [factor, mfa.factors.includes(factor)]),
  ) as Record<SignInMfaFactor, boolean>,
  policy: mfa.policy,
});

export const toMfa = (values: MfaFormValues): Mfa => ({
  factors: mfaFactorOrder.filter((factor) => values.factors[factor]),
  policy: values.policy,
});

/**
 * The rules the server applies too, checked before saving so the admin sees them on the field:
 * backup codes only back up another factor, and a mandatory policy needs a factor to bind.
 */
export const mfaResolver =
  (t: TFunction): Resolver<MfaFormValues> =>
  async (values) => {
    const errors: FieldErrors<MfaFormValues> = {};
    const { factors } = values;
    if (factors.BackupCode && !mfaFactorOrder.some((factor) => factor !== 'BackupCode' && factors[factor])) {
      errors.factors = { BackupCode: { type: 'alone', message: t('mfa.backup_code_alone') } };
    }
    if (values.policy === 'Mandatory' && !mfaFactorOrder.some((factor) => factors[factor])) {
      errors.policy = { type: 'needs_factor', message: t('mfa.mandatory_needs_factor') };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
