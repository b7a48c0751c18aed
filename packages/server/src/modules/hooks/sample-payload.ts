import type { HookEvent } from '@tessera/schemas';

const interactionEvents: Partial<Record<HookEvent, string>> = {
  PostRegister: 'Register',
  PostSignIn: 'SignIn',
  PostResetPassword: 'ForgotPassword',
};

/** A payload of `event` with made-up data, for `/hooks/{id}/test`: the shape a receiver will get. */
export function samplePayload(hookId: string, event: HookEvent): Record<string, unknown> {
  const base = { hookId, event, createdAt: new Date().toISOString() };
  const interactionEvent = interactionEvents[event];
  if (interactionEvent) {
    return {
      ...base,
      interactionEvent,
      sessionId: 'sample-session-id',
      userAgent: 'Mozilla/5.0 (sample)',
      userIp: '203.0.113.7',
      userId: 'sampleuserid',
      user: { id: 'sampleuserid', username: 'sample_user', primaryEmail: 'user@example.com', name: 'Sample User' },
      applicationId: 'sample-application-id',
      application: { id: 'sample-application-id', type: 'SPA', name: 'Sample application' },
    };
  }
  return { ...base, data: { id: 'sample-id', name: 'Sample' } };
}
