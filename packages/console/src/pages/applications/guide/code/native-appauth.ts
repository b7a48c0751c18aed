import { quote } from '../../../../components/guide-steps/code-literals';
import type { UserAppGuideValues } from './spa-react';

/** `io.example.app` of `io.example.app://callback`. */
export const schemeOf = (redirectUri: string) => redirectUri.split(':')[0] ?? redirectUri;

export const nativeSchemeCode = ({ redirectUri }: UserAppGuideValues) =>
  `// Android: app/build.gradle
android {
  defaultConfig {
    manifestPlaceholders = [appAuthRedirectScheme: ${quote(schemeOf(redirectUri))}]
  }
}
dependencies {
  implementation 'net.openid:appauth:0.11.1'
}

// iOS: Info.plist → URL types → URL Schemes
${schemeOf(redirectUri)}
`;

export const nativeAndroidCode = ({ issuer, clientId, redirectUri }: UserAppGuideValues) =>
  `val authService = AuthorizationService(context)

AuthorizationServiceConfiguration.fetchFromIssuer(Uri.parse(${quote(issuer)})) { configuration, error ->
    if (configuration == null) {
        Log.e("Auth", "Discovery failed", error)
        return@fetchFromIssuer
    }
    val request = AuthorizationRequest.Builder(
        configuration,
        ${quote(clientId)},
        ResponseTypeValues.CODE,
        Uri.parse(${quote(redirectUri)}),
    ).setScopes("openid", "profile", "offline_access").build()
    signInLauncher.launch(authService.getAuthorizationRequestIntent(request))
}

// In the activity result of signInLauncher:
val response = AuthorizationResponse.fromIntent(data!!)
authService.performTokenRequest(response!!.createTokenExchangeRequest()) { tokens, error ->
    val accessToken = tokens?.accessToken
}
`;

export const nativeIosCode = ({ issuer, clientId, redirectUri }: UserAppGuideValues) =>
  `import AppAuth

let issuer = URL(string: ${quote(issuer)})!
OIDAuthorizationService.discoverConfiguration(forIssuer: issuer) { configuration, error in
  guard let configuration else {
    print("Discovery failed: \\(String(describing: error))")
    return
  }
  let request = OIDAuthorizationRequest(
    configuration: configuration,
    clientId: ${quote(clientId)},
    scopes: [OIDScopeOpenID, OIDScopeProfile, "offline_access"],
    redirectURL: URL(string: ${quote(redirectUri)})!,
    responseType: OIDResponseTypeCode,
    additionalParameters: nil
  )
  // Keep the flow alive until the redirect comes back (e.g. in the AppDelegate).
  currentAuthorizationFlow = OIDAuthState.authState(byPresenting: request, presenting: viewController) { state, error in
    let accessToken = state?.lastTokenResponse?.accessToken
  }
}
`;
