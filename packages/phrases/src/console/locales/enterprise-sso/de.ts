import type { ConsolePhrases } from '../../types.js';

export const enterpriseSsoPhrasesDe: Pick<ConsolePhrases, 'enterprise_sso'> = {
  enterprise_sso: {
    list: {
      table_label: 'Unternehmens-Connectors',
      column_name: 'Connector-Name',
      column_provider: 'Identitätsanbieter',
      column_domains: 'E-Mail-Domains',
      no_domains: 'Keine E-Mail-Domains',
      empty_title: 'Noch keine Unternehmens-Connectors',
      empty_description:
        'Verbinde den Identitätsanbieter eines Geschäftskunden, damit sich seine Leute mit ihren Arbeitskonten anmelden.',
    },
    create: {
      provider_legend: 'Identitätsanbieter',
      providers_failed: 'Die Identitätsanbieter konnten nicht geladen werden.',
      connector_name: 'Connector-Name',
      connector_name_placeholder: 'Acme-Belegschaft',
      connector_name_description: 'Nur Administratoren sehen diesen Namen.',
      provider_required: 'Wähle einen Identitätsanbieter.',
      submit: 'Connector hinzufügen',
    },
    provider_descriptions: {
      OIDC: 'Jeder Identitätsanbieter, der OpenID Connect spricht.',
      SAML: 'Jeder Identitätsanbieter, der SAML 2.0 spricht.',
      AzureAD: 'Microsoft Entra ID (Azure AD) über SAML.',
      AzureAdOidc: 'Microsoft Entra ID (Azure AD) über OpenID Connect.',
      GoogleWorkspace: 'Google-Workspace-Konten über OpenID Connect.',
      Okta: 'Okta-Mitarbeiterkonten über OpenID Connect.',
    },
    details: {
      connector_id: 'Connector-ID',
      delete: 'Connector löschen',
      delete_confirm:
        'Personen seiner E-Mail-Domains können sich nicht mehr darüber anmelden. Von ihm erstellte Konten bleiben. Dies kann nicht rückgängig gemacht werden.',
      delete_description:
        'Das Löschen des Connectors beendet Single Sign-On über diesen Identitätsanbieter.',
      not_found: 'Dieser Unternehmens-Connector existiert nicht oder wurde gelöscht.',
    },
    connection: {
      oidc_title: 'OpenID-Connect-Anbieter',
      oidc_description:
        'Registriere beim Identitätsanbieter eine Anwendung und trage hier ein, was du dort erhältst.',
      issuer: 'Aussteller',
      issuer_description: 'Der Anbieter veröffentlicht seine Endpunkte unter dieser URL.',
      client_id: 'Client-ID',
      client_secret: 'Client-Geheimnis',
      client_secret_kept:
        'Maskiert angezeigt. Lass es unverändert, um das gespeicherte Geheimnis zu behalten.',
      scope: 'Bereich',
      scope_description: 'Durch Leerzeichen getrennt; openid wird immer angefordert.',
      callback_title: 'Weiterleitungs-URI',
      callback_description:
        'Registriere genau diese URL als Weiterleitungs-URI der Anwendung beim Anbieter.',
      callback_url: 'Callback-URL',
      discovered_title: 'Endpunkte des Anbieters',
      authorization_endpoint: 'Autorisierungsendpunkt',
      token_endpoint: 'Token-Endpunkt',
      userinfo_endpoint: 'Userinfo-Endpunkt',
      jwks_uri: 'URL des Schlüsselsatzes',
      sp_title: 'Angaben zum Dienstanbieter',
      sp_description:
        'Gib diese Angaben dem Identitätsanbieter, wenn du dort die SAML-Anwendung einrichtest.',
      sp_entity_id: 'Entitäts-ID (Zielgruppe)',
      acs_url: 'URL des Assertion Consumer Service',
      sp_metadata: 'Metadaten des Dienstanbieters',
      sp_metadata_url: 'URL der Dienstanbieter-Metadaten',
      idp_title: 'Angaben zum Identitätsanbieter',
      idp_description:
        'Sag uns, wo der Identitätsanbieter ist: über seine Metadaten oder Feld für Feld.',
      idp_source: 'Verbindungsart',
      source_metadata_url: 'Metadaten-URL',
      source_metadata_xml: 'Metadaten-XML',
      source_manual: 'Manuell eingeben',
      metadata_url: 'Metadaten-URL',
      metadata_xml: 'Metadaten-XML',
      idp_entity_id: 'Entitäts-ID des Identitätsanbieters',
      sso_url: 'Single-Sign-On-URL',
      certificate: 'Signaturzertifikat',
      certificate_description:
        'PEM-Text, oder lade die .pem-, .cer- oder .crt-Datei des Anbieters hoch.',
      certificate_upload: 'Zertifikatsdatei hochladen',
      certificate_unreadable:
        'Diese Datei enthält kein Zertifikat. Wähle eine .pem-, .cer- oder .crt-Datei.',
      parsed_title: 'Was der Server gelesen hat',
      parsed_entity_id: 'Entitäts-ID',
      parsed_sso_url: 'Anmelde-URL',
      parsed_expires: 'Zertifikat läuft ab',
      certificate_valid: 'Gültiges Zertifikat',
      certificate_invalid: 'Zertifikat abgelaufen oder ungültig',
      parsed_none: 'Noch nichts gelesen: Speichere zuerst die Angaben zum Identitätsanbieter.',
    },
    experience: {
      branding_title: 'Anmeldeschaltfläche',
      branding_description:
        'Wie der Connector auf der Anmeldeseite erscheint, wenn Nutzer ihn wählen können.',
      display_name: 'Anzeigename',
      display_name_placeholder: 'Acme',
      logo: 'Logo-URL',
      dark_logo: 'Logo-URL für den dunklen Modus',
      logo_invalid: 'Gib eine https- oder http-URL ein.',
      domains_title: 'E-Mail-Domains',
      domains_description:
        'Nutzer, deren E-Mail-Adresse auf eine dieser Domains endet, melden sich über diesen Connector an. Drücke nach jeder die Eingabetaste.',
      domains_label: 'E-Mail-Domains',
      domain_invalid: '{{domain}} ist keine gültige Domain.',
      domain_duplicate: '{{domain}} steht schon in der Liste.',
      remove_domain: '{{domain}} entfernen',
      sync_title: 'Nutzerprofil',
      sync_toggle: 'Profil bei jeder Anmeldung synchronisieren',
      sync_description:
        'Name, Avatar und E-Mail werden jedes Mal vom Identitätsanbieter übernommen; sonst nur beim Anlegen des Kontos.',
      token_storage_toggle: 'Token des Identitätsanbieters aufbewahren',
      token_storage_description:
        'Wenn aktiv, werden Zugriffs- und Aktualisierungstoken jeder Anmeldung verschlüsselt aufbewahrt, damit die Apps des Nutzers den Anbieter über die Konto-API aufrufen können.',
    },
    sign_in_experience: {
      title: 'Unternehmens-Single-Sign-On',
      toggle: 'Single Sign-On auf der Anmeldeseite anbieten',
      description:
        'Nutzer der E-Mail-Domains deiner Unternehmens-Connectors melden sich über den Identitätsanbieter ihrer Firma an.',
    },
  },
};
