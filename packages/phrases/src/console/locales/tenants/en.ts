/** Phrases of the cloud tenants: the topbar's tenant selector, the create-tenant modal, tenant settings. */
export const tenantPhrasesEn = {
  tenants: {
    selector_label: 'Switch tenant, current: {{name}}',
    list_label: 'Your tenants',
    loading_failed: 'Your tenants could not be loaded.',
    create_tenant: 'Create tenant',
    tag_development: 'Development',
    tag_production: 'Production',
    create_title: 'Create tenant',
    create_description:
      'A tenant has its own users, applications, sign-in experience and settings.',
    name: 'Tenant name',
    name_placeholder: 'My project',
    region: 'Data region',
    region_description: 'Where the tenant keeps its data. It cannot be changed later.',
    region_eu: 'EU (Europe)',
    region_us: 'US (United States)',
    tag: 'Usage purpose',
    tag_development_description: 'For building and testing, with a limited number of users.',
    tag_production_description: 'For your live product and its real users.',
    create_submit: 'Create tenant',
    created: 'Tenant {{name}} created.',
    settings_title: 'Tenant information',
    settings_description: 'The name and purpose of this tenant. Its ID and region never change.',
    tenant_id: 'Tenant ID',
    read_only_notice: 'Only tenant admins can change these settings or delete the tenant.',
    saved: 'Tenant settings saved.',
    delete_description:
      'Deleting the tenant removes its users, applications, settings and all other data. This cannot be undone.',
    delete_button: 'Delete tenant',
    delete_title: 'Delete {{name}}?',
    delete_confirm_label: 'Type {{name}} to confirm',
    deleted: 'Tenant {{name}} deleted.',
    landing_title: 'Create your first tenant',
    landing_description:
      'A tenant holds the users, applications and sign-in experience of one product or environment.',
  },
};
