export const secretsPath = (applicationId: string) => `api/applications/${applicationId}/secrets`;

/** A secret is addressed by its name, which may hold any character. */
export const secretPath = (applicationId: string, name: string) => `${secretsPath(applicationId)}/${encodeURIComponent(name)}`;
