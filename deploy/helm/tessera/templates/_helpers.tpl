{{- define "tessera.name" -}}
{{- .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "tessera.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "tessera.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" }}
{{ include "tessera.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end -}}

{{- define "tessera.selectorLabels" -}}
app.kubernetes.io/name: {{ include "tessera.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "tessera.image" -}}
{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}
{{- end -}}

{{- define "tessera.secretName" -}}
{{- .Values.secrets.existingSecret | default (printf "%s-secrets" (include "tessera.fullname" .)) -}}
{{- end -}}

{{/* The server's environment, shared by the Deployment and the migration Job. */}}
{{- define "tessera.env" -}}
- name: ENDPOINT
  value: {{ .Values.endpoint | quote }}
- name: EDITION
  value: {{ .Values.edition | quote }}
- name: LOG_LEVEL
  value: {{ .Values.logLevel | quote }}
- name: DATA_DIR
  value: /app/data
- name: DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ include "tessera.secretName" . }}
      key: DATABASE_URL
- name: REDIS_URL
  valueFrom:
    secretKeyRef:
      name: {{ include "tessera.secretName" . }}
      key: REDIS_URL
- name: SECRET_VAULT_KEY
  valueFrom:
    secretKeyRef:
      name: {{ include "tessera.secretName" . }}
      key: SECRET_VAULT_KEY
{{- end -}}
