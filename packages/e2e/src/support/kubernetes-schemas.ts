import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';

/** A rendered manifest: what every Kubernetes object has, the rest unknown until validated. */
export type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
  [field: string]: unknown;
};

type Validatable = { validate: () => void };

/**
 * The kinds the chart renders, each checked by `kubernetes-models`: validators generated from
 * the JSON schemas of Kubernetes' own OpenAPI document (types, required fields, enums, formats).
 */
const models: Record<string, (manifest: never) => Validatable> = {
  'v1/Secret': (manifest) => new Secret(manifest),
  'v1/Service': (manifest) => new Service(manifest),
  'apps/v1/Deployment': (manifest) => new Deployment(manifest),
  'batch/v1/Job': (manifest) => new Job(manifest),
  'networking.k8s.io/v1/Ingress': (manifest) => new Ingress(manifest),
  'autoscaling/v2/HorizontalPodAutoscaler': (manifest) => new HorizontalPodAutoscaler(manifest),
  'policy/v1/PodDisruptionBudget': (manifest) => new PodDisruptionBudget(manifest),
};

/** The schema's complaints about one manifest (empty when it is valid). */
export function schemaProblems(manifest: Manifest): string[] {
  const model = models[`${manifest.apiVersion}/${manifest.kind}`];
  if (!model) {
    return [`${manifest.apiVersion} ${manifest.kind} has no schema here`];
  }
  try {
    model(manifest as never).validate();
    return [];
  } catch (error) {
    return [`${manifest.kind} ${manifest.metadata.name}: ${error instanceof Error ? error.message : String(error)}`];
  }
}
